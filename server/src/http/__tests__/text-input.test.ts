import { ROLES } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { toErrorResponse } from '../errors';
import { findControlCharacter, labelOf, textInputRoutes, type RouteInput } from '../text-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL_TEXT = 'a\u0000b';
const REFUSED = /^Campo '.+' contém caracteres inválidos$/;

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; oneOf?: Node[]; allOf?: Node[] };
type Path = (string | number)[];

/** Every path to a string in a request schema (object properties, array items, union branches). */
function stringPaths(schema: Node | undefined, path: Path = [], depth = 0): Path[] {
  if (!schema || typeof schema !== 'object' || depth > 8) return [];
  const found: Path[] = [];
  const types = [schema.type].flat();
  if (types.includes('string')) found.push(path);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...stringPaths(branch, path, depth + 1));
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...stringPaths(property, [...path, name], depth + 1));
  if (schema.items && !Array.isArray(schema.items)) found.push(...stringPaths(schema.items, [...path, 0], depth + 1));
  const unique = new Map(found.map((p) => [JSON.stringify(p), p]));
  return [...unique.values()];
}

/** The smallest value holding `leaf` at `path` ({ a: [{ b: leaf }] } for ['a', 0, 'b']). */
function valueAt(path: Path, leaf: unknown): unknown {
  return path.reduceRight<unknown>((inner, segment) => (typeof segment === 'number' ? [inner] : { [segment]: inner }), leaf);
}

interface Case {
  name: string;
  method: string;
  url: string;
  payload?: unknown;
}

function casesFor(route: RouteInput): Case[] {
  const schema = (route.schema ?? {}) as Record<string, Node | undefined>;
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const urlWith = (param?: string) =>
    route.url.replace(/:(\w+)/g, (_m, name: string) => (name === param ? encodeURIComponent(NUL_TEXT) : '1'));
  const cases: Case[] = [];
  for (const name of paramNames) cases.push({ name: `params.${name}`, method: route.method, url: urlWith(name) });
  for (const [name] of stringPaths(schema.querystring).filter((p) => p.length === 1)) {
    cases.push({ name: `query.${name}`, method: route.method, url: `${urlWith()}?${name}=${encodeURIComponent(NUL_TEXT)}` });
  }
  if (!['GET', 'DELETE'].includes(route.method)) {
    for (const path of stringPaths(schema.body).filter((p) => p.length > 0)) {
      cases.push({ name: `body.${path.join('.')}`, method: route.method, url: urlWith(), payload: valueAt(path, NUL_TEXT) });
    }
  }
  return cases;
}

/** Sends the case with the first role the route lets in (anonymous routes let any in). */
async function send(c: Case) {
  let res;
  for (const role of ROLES) {
    res = await t.request({ method: c.method as 'GET', url: c.url, role, ...(c.payload === undefined ? {} : { payload: c.payload as object }) });
    if (res.statusCode !== 403) return res;
  }
  return res!;
}

describe('a NUL character in any text input', () => {
  const table = () =>
    textInputRoutes(t.app)
      .filter((route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method))
      .flatMap((route) => casesFor(route).map((c) => ({ route: `${route.method} ${route.url}`, ...c })));

  test('the table covers the contract: every endpoint taking text, including login and the public pre-registration', () => {
    const rows = table();
    const endpoints = new Set(rows.map((row) => row.route));
    expect(endpoints.size).toBeGreaterThanOrEqual(45);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(endpoints).toContain('POST /api/auth/login');
    expect([...endpoints].some((route) => route.startsWith('POST /api/pre-registration'))).toBe(true);
  });

  test('answers 400 naming the field in pt-BR, on every endpoint and field (body, query, params)', async () => {
    const failures: string[] = [];
    for (const row of table()) {
      const res = await send(row);
      const message = res.headers['content-type']?.toString().includes('json') ? (res.json() as { message?: string }).message : res.body;
      if (res.statusCode !== 400 || !REFUSED.test(String(message))) failures.push(`${row.route} ${row.name} → ${res.statusCode} ${message}`);
    }
    expect(failures).toEqual([]);
  });

  test('login with a NUL in the username answers 400, not 500', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin\u0000', password: 'Senha@123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'Usuário' contém caracteres inválidos" });
  });

  test('a control character in an object key is refused too', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { 'x\u0001': 1, username: 'admin', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(REFUSED);
  });
});

describe('findControlCharacter', () => {
  test.each([
    ['NUL', 'a\u0000', ['a']],
    ['a bell', 'a\u0007', ['a']],
    ['an escape', '\u001b[31m', ['a']],
    ['a vertical tab', 'a\u000bb', ['a']],
    ['tab, line feed and carriage return (multi-line text)', 'linha 1\r\n\tlinha 2', null],
    ['plain pt-BR text', 'Ação — São Paulo', null],
  ])('%s', (_label, text, expected) => {
    expect(findControlCharacter({ a: text })).toEqual(expected);
  });

  test('walks a body nested 10,000 deep without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i++) deep = { d: deep };
    expect(findControlCharacter(deep)).toHaveLength(10_000);
  });

  test('names the field by its schema title, else by its property name', () => {
    const schema = { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', title: 'Nome' } } } } } };
    expect(labelOf(schema, ['items', 0, 'name'])).toBe('Nome');
    expect(labelOf(schema, ['items', 0, 'other'])).toBe('other');
  });
});

test('PostgreSQL refusing NUL (22021, 22P05) maps to a pt-BR 400', () => {
  for (const code of ['22021', '22P05']) {
    expect(toErrorResponse(Object.assign(new Error('invalid byte sequence'), { code }))).toMatchObject({
      statusCode: 400,
      body: { message: 'Dados contêm caracteres inválidos' },
      internal: false,
    });
  }
});
