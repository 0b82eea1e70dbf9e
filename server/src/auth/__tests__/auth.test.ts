import { ROLES } from '@sge/shared/contract';
import { craftToken, nowSeconds } from '../../testing/jwt';
import { createTestApp, ROLE_USERNAMES, TEST_PASSWORD, testConfig, type TestApp } from '../../testing/test-app';
import { LOGIN_LIMITS } from '../login-rate-limit';

let t: TestApp;
const SECRET = testConfig().jwtSecret;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
});

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  test.each(ROLES)('signs in the %s user and returns the session fields', async (role) => {
    const res = await login({ username: ROLE_USERNAMES[role], password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      token: expect.any(String),
      role,
      username: ROLE_USERNAMES[role],
      id: ROLES.indexOf(role) + 1,
      photoUrl: null,
    });
    const claims = t.app.jwt.decode<{ sub: number; role: string; iat: number; exp: number }>(data.token)!;
    expect(claims).toMatchObject({ sub: data.id, role });
    expect(claims.exp - claims.iat).toBe(testConfig().tokenTtlSeconds);
    const header = JSON.parse(Buffer.from(data.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  test('matches the username case-insensitively, ignoring surrounding spaces', async () => {
    const res = await login({ username: '  Admin ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe('admin');
  });

  test.each([
    ['a wrong password', { username: 'admin', password: 'errada' }],
    ['an unknown user', { username: 'ninguem', password: TEST_PASSWORD }],
    ['a password with different case', { username: 'admin', password: TEST_PASSWORD.toLowerCase() }],
  ])('refuses %s with the same generic 401', async (_label, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Usuário ou senha inválidos' });
  });

  test('refuses an inactive user with the generic message, even with the right password', async () => {
    await t.database.db.updateTable('users').set({ active: false }).where('username', '=', 'gerente').execute();
    const res = await login({ username: 'gerente', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Usuário ou senha inválidos' });
  });

  test.each([
    ['no password', { username: 'admin' }, "Campo 'Senha' é obrigatório"],
    ['no username', { password: 'x' }, "Campo 'Usuário' é obrigatório"],
    ['an empty username', { username: '', password: 'x' }, "Campo 'Usuário' é obrigatório"],
    ['a numeric username', { username: 12, password: 'x' }, "Campo 'Usuário' inválido"],
    ['an unknown field', { username: 'admin', password: 'x', remember: true }, "Campo 'remember' não é permitido"],
    ['an array body', [1, 2], 'Corpo da requisição inválido'],
  ])('answers 400 in pt-BR for %s', async (_label, payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test('answers 400 for malformed JSON and for a missing body', async () => {
    for (const payload of ['{"username": "admin",', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Corpo da requisição inválido' });
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ message: 'Corpo da requisição inválido' });
  });

  test('answers 400 for a plain-text body and 415 for an unsupported content type', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'admin:Senha@123',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'Corpo da requisição inválido' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Tipo de conteúdo não suportado' });
  });
});

describe('login rate limit', () => {
  const TOO_MANY = { message: 'Muitas tentativas de login. Tente novamente em alguns minutos.' };
  const failTimes = async (n: number, username = 'admin', ip = '10.0.0.1') => {
    for (let i = 0; i < n; i++) expect((await login({ username, password: 'errada' }, ip)).statusCode).toBe(401);
  };

  test(`answers 429 after ${LOGIN_LIMITS.perUsernameAndIp} failures for that username and IP, without locking the account`, async () => {
    await failTimes(LOGIN_LIMITS.perUsernameAndIp);
    const blocked = await login({ username: 'admin', password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);

    expect((await login({ username: 'admin', password: TEST_PASSWORD }, '10.0.0.2')).statusCode).toBe(200);
    expect((await login({ username: 'gerente', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  test('lets the same caller in again once the window has passed', async () => {
    await failTimes(LOGIN_LIMITS.perUsernameAndIp);
    expect((await login({ username: 'admin', password: TEST_PASSWORD })).statusCode).toBe(429);
    await t.database.db
      .updateTable('login_attempts')
      .set({ attempted_at: new Date(Date.now() - (LOGIN_LIMITS.windowMinutes + 1) * 60_000).toISOString() })
      .execute();
    expect((await login({ username: 'admin', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  test('a successful sign-in clears that caller’s failures', async () => {
    await failTimes(LOGIN_LIMITS.perUsernameAndIp - 1);
    expect((await login({ username: 'admin', password: TEST_PASSWORD })).statusCode).toBe(200);
    await failTimes(LOGIN_LIMITS.perUsernameAndIp);
    expect((await login({ username: 'admin', password: 'errada' })).statusCode).toBe(429);
  });

  test('counts failures for unknown usernames too, and per IP across usernames', async () => {
    await failTimes(LOGIN_LIMITS.perUsernameAndIp, 'fantasma');
    expect((await login({ username: 'fantasma', password: 'x' })).statusCode).toBe(429);

    const ip = '10.9.9.9';
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      expect((await login({ username: `usuario${i}`, password: 'errada' }, ip)).statusCode).toBe(401);
    }
    expect((await login({ username: 'financeiro', password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
    expect((await login({ username: 'financeiro', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  test('keeps its counters in the database', async () => {
    await failTimes(2);
    const rows = await t.database.db.selectFrom('login_attempts').selectAll().execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ username: 'admin', ip: '10.0.0.1' });
  });
});

describe('tokens', () => {
  const PROTECTED = [
    ['GET', '/api/auth/me'],
    ['GET', '/api/employees'],
    ['POST', '/api/employees'],
    ['GET', '/api/employees/1'],
    ['PUT', '/api/employees/1'],
    ['DELETE', '/api/employees/1'],
  ] as const;
  const claims = () => ({ sub: 1, username: 'admin', role: 'ADMIN', iat: nowSeconds(), exp: nowSeconds() + 600 });
  const call = (method: string, url: string, authorization?: string) =>
    t.app.inject({ method: method as 'GET', url, headers: authorization ? { authorization } : {} });

  test.each(PROTECTED)('%s %s without a token → 401', async (method, url) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Autenticação necessária' });
  });

  test.each(PROTECTED)('%s %s with a tampered token → 401', async (method, url) => {
    const [header, , signature] = t.tokenFor('COORDINATOR').split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(), sub: 1, role: 'ADMIN' })).toString('base64url');
    const res = await call(method, url, `Bearer ${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token inválido ou expirado' });
  });

  test.each([
    ['an expired token', () => craftToken({ ...claims(), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, { secret: SECRET })],
    ['an unsigned token (alg none)', () => craftToken(claims(), { alg: 'none' })],
    ['an HS512 token (not in the allowlist)', () => craftToken(claims(), { secret: SECRET, alg: 'HS512' })],
    ['a token signed with another secret', () => craftToken(claims(), { secret: 'outro-segredo-qualquer' })],
    ['a token with an unknown role', () => craftToken({ ...claims(), role: 'ROOT' }, { secret: SECRET })],
    ['a token with a string subject', () => craftToken({ ...claims(), sub: 'admin' }, { secret: SECRET })],
    ['a token without exp (never signed by this server)', () => craftToken({ sub: 1, username: 'admin', role: 'ADMIN', iat: nowSeconds() }, { secret: SECRET })],
    ['garbage', () => 'abc.def'],
  ])('refuses %s with 401', async (_label, make) => {
    const res = await call('GET', '/api/employees', `Bearer ${make()}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token inválido ou expirado' });
  });

  test('refuses a non-Bearer scheme', async () => {
    const res = await call('GET', '/api/employees', `Basic ${Buffer.from('admin:Senha@123').toString('base64')}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token inválido ou expirado' });
  });

  test('accepts the pt-BR role names in claims, case-insensitively (SPEC §6)', async () => {
    const token = craftToken({ ...claims(), role: 'gerente' }, { secret: SECRET });
    expect((await call('GET', '/api/employees', `Bearer ${token}`)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  test('returns the signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', role: 'FINANCIAL' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: 4, username: 'financeiro', name: 'Usuário FINANCIAL', role: 'FINANCIAL', photoUrl: null, email: null },
    });
  });

  test('answers 401 once the user is deactivated or gone', async () => {
    await t.database.db.updateTable('users').set({ active: false }).where('id', '=', 4).execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', role: 'FINANCIAL' })).statusCode).toBe(401);
    await t.database.db.deleteFrom('users').where('id', '=', 4).execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', role: 'FINANCIAL' })).statusCode).toBe(401);
  });
});
