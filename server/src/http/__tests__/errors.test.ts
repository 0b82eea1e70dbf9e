import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../app';
import { signToken } from '../../auth/guard';
import { createDatabase, type Database } from '../../db/database';
import { openTestDatabase } from '../../testing/test-db';
import { testConfig } from '../../testing/test-app';
import { HttpError, registerConstraintMessages, toErrorResponse } from '../errors';

const pgError = (code: string, constraint?: string) => Object.assign(new Error('database error'), { code, constraint });

describe('toErrorResponse', () => {
  test.each([
    ['an HttpError', new HttpError(404, 'Funcionário não encontrado'), 404, 'Funcionário não encontrado'],
    ['a named unique violation', pgError('23505', 'employees_cpf_key'), 409, 'Já existe um funcionário com este CPF'],
    ['another unique violation', pgError('23505', 'outra'), 409, 'Conflito com dados existentes'],
    ['a foreign key violation', pgError('23503', 'outra_fkey'), 409, 'Registro possui vínculos e não pode ser excluído'],
    ['a restrict violation (ON DELETE RESTRICT)', pgError('23001', 'outra_fkey'), 409, 'Registro possui vínculos e não pode ser excluído'],
    ['a numeric overflow', pgError('22003'), 400, 'Dados inválidos'],
    ['a body too large', Object.assign(new Error('big'), { statusCode: 413 }), 413, 'Corpo da requisição muito grande'],
    ['an SQL syntax error', pgError('42601'), 500, 'Erro interno do servidor'],
    ['a programming error', new TypeError('x is undefined'), 500, 'Erro interno do servidor'],
    ['a thrown string', 'oops', 500, 'Erro interno do servidor'],
  ])('%s → %i', (_label, error, statusCode, message) => {
    expect(toErrorResponse(error)).toMatchObject({ statusCode, body: { message }, internal: statusCode === 500 });
  });

  test.each([
    ['a numeric overflow', '22003'],
    ['a division by zero', '22012'],
    ['a bad cast', '22P02'],
    ['a check violation', '23514'],
  ])('in a read, %s is the server’s fault: a 500 naming the request, never a 400', (_label, code) => {
    expect(toErrorResponse(pgError(code), { read: true, requestId: 'ab12cd34' })).toEqual({
      statusCode: 500,
      body: { message: 'Erro interno do servidor (código ab12cd34)' },
      internal: true,
    });
  });

  test('in a read, what the route itself refuses keeps its status', () => {
    expect(toErrorResponse(new HttpError(404, 'Evento não encontrado'), { read: true })).toMatchObject({ statusCode: 404, internal: false });
  });
});

describe('registerConstraintMessages', () => {
  test('an area names the message of its own constraint, once', () => {
    registerConstraintMessages({ sample_items_sku_key: 'Já existe um item com este SKU' });
    registerConstraintMessages({ sample_items_sku_key: 'Já existe um item com este SKU' });
    expect(toErrorResponse(pgError('23505', 'sample_items_sku_key'))).toMatchObject({
      statusCode: 409,
      body: { message: 'Já existe um item com este SKU' },
    });
    expect(() => registerConstraintMessages({ sample_items_sku_key: 'Outra mensagem' })).toThrow(/already registered/);
  });
});

describe('when the database is unreachable', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const unreachable = createDatabase({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 }, 'postgres');
    app = await buildApp(testConfig(), { database: unreachable });
  });
  afterAll(() => app.close());

  test('a route answers 500 without details, and health answers 503', async () => {
    const token = signToken(app, { id: 1, username: 'admin', role: 'ADMIN' });
    const res = await app.inject({ method: 'GET', url: '/api/employees', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^Erro interno do servidor \(código [0-9a-f]{8}\)$/);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: 'Banco de dados indisponível' });
  });
});

describe('when the database fails on the data (an overflow)', () => {
  let app: FastifyInstance;
  let database: Database;
  const log: { level: number; reqId?: string; msg: string }[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    // Every query's answer fails as PostgreSQL fails on a numeric overflow.
    const overflowing: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: () => Promise.reject(Object.assign(new Error('numeric field overflow'), { code: '22003' })),
    };
    app = await buildApp(testConfig({ logLevel: 'error' }), {
      database: { ...database, db: database.db.withPlugin(overflowing) },
      logStream: { write: (line) => log.push(JSON.parse(line)) },
    });
    // The token's user is not re-read from the database, so the query that fails is the route's own.
    app.accountCheck.enabled = false;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const headers = () => ({ authorization: `Bearer ${signToken(app, { id: 1, username: 'admin', role: 'ADMIN' })}` });

  test('a read answers 500 with a pt-BR message naming the request, and logs the error under that id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/accounts-receivable/statistics', headers: headers() });
    expect(res.statusCode).toBe(500);
    const id = /^Erro interno do servidor \(código ([0-9a-f]{8})\)$/.exec(res.json().message)?.[1];
    expect(id).toBeDefined();
    expect(log).toContainEqual(expect.objectContaining({ level: 50, reqId: id, msg: 'request failed' }));
  });

  test('a write the input overflowed answers 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/categories', headers: headers(), payload: { name: 'Categoria', type: 'RECEITA' } });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Dados inválidos' }]);
  });
});
