import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { signToken } from '../../auth/guard';
import { createDatabase } from '../../db/database';
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
    expect(res.json()).toEqual({ message: 'Erro interno do servidor' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: 'Banco de dados indisponível' });
  });
});
