/** A password change or reset ends the user's sessions (issue 15, migration 011). */
import { SESSION_TOKEN_HEADER } from '@sge/shared/contract';
import { craftToken, nowSeconds } from '../../testing/jwt';
import { createTestApp, TEST_PASSWORD, testConfig, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // The served app's guard: each token's user is re-read from the database.
  t = await createTestApp({}, { checkAccounts: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
});

const NEW_PASSWORD = 'NovaSenha2025';

async function signIn(username: string, password = TEST_PASSWORD, remoteAddress = '10.0.0.9'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json().data.token;
}
const get = (token: string, url = '/api/auth/me') => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const changePassword = (token: string, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}/change-password`, headers: { authorization: `Bearer ${token}` }, payload: { newPassword: NEW_PASSWORD } });

test("an administrator's reset ends the user's sessions at once; the new password signs in", async () => {
  const admin = await signIn('admin');
  const before = await signIn('gerente');
  expect((await get(before, '/api/employees')).statusCode).toBe(200);

  const res = await changePassword(admin, 2);
  expect(res.statusCode).toBe(200);
  expect(res.headers[SESSION_TOKEN_HEADER.toLowerCase()]).toBeUndefined();

  const refused = await get(before, '/api/employees');
  expect([refused.statusCode, refused.json()]).toEqual([401, { message: 'Token inválido ou expirado' }]);
  const after = await signIn('gerente', NEW_PASSWORD);
  expect((await get(after, '/api/employees')).statusCode).toBe(200);
  // The administrator's own session is untouched.
  expect((await get(admin)).statusCode).toBe(200);
});

test('changing one’s own password ends the other sessions, and this one goes on with the fresh token it gets', async () => {
  const here = await signIn('admin');
  const elsewhere = await signIn('admin', TEST_PASSWORD, '10.0.0.10');

  const res = await changePassword(here, 1);
  expect(res.statusCode).toBe(200);
  const fresh = String(res.headers[SESSION_TOKEN_HEADER.toLowerCase()]);
  expect(t.app.jwt.decode<{ sub: number; ver: number; exp: number }>(fresh)).toMatchObject({ sub: 1, ver: 1, exp: expect.any(Number) });

  expect((await get(elsewhere)).statusCode).toBe(401);
  expect((await get(here)).statusCode).toBe(401);
  expect((await get(fresh)).statusCode).toBe(200);
});

test('a token signed before migration 011 (no ver) stays valid until the first password change', async () => {
  const secret = testConfig().jwtSecret;
  const legacy = craftToken({ sub: 3, username: 'coordenador', role: 'COORDINATOR', iat: nowSeconds(), exp: nowSeconds() + 600 }, { secret });
  expect((await get(legacy)).statusCode).toBe(200);
  await changePassword(await signIn('admin'), 3);
  expect((await get(legacy)).statusCode).toBe(401);
});
