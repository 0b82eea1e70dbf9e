import { ROLES, USER_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let ids: Record<(typeof ROLES)[number], number>;

beforeAll(async () => {
  // The served app's account check: tokens are re-read from the users table.
  t = await createTestApp({}, { checkAccounts: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  ids = await t.createUsers();
});

const NEW_USER = { username: 'Joana.Prado', name: '  Joana   Prado ', email: 'joana@example.com', role: 'COORDINATOR', password: 'Segura123' };

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.request({ method, url: `/api/users${url}`, role: 'ADMIN', ...(payload ? { payload } : {}) });

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

async function createOk(payload: object = NEW_USER): Promise<{ id: number; username: string }> {
  const res = await api('POST', '', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('POST /api/users', () => {
  test('creates a user in canonical form and never returns the password hash', async () => {
    const res = await api('POST', '', NEW_USER);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: 5,
        username: 'joana.prado',
        name: 'Joana Prado',
        email: 'joana@example.com',
        role: 'COORDINATOR',
        photoUrl: null,
        active: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(res.body).not.toMatch(/password|argon/i);
    const stored = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', 5).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  test('the new user signs in with the initial password and gets the role', async () => {
    await createOk();
    const res = await login('joana.prado', 'Segura123');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'joana.prado', role: 'COORDINATOR' });
  });

  test('answers 409 for a username taken, whatever its case', async () => {
    const res = await api('POST', '', { ...NEW_USER, username: 'ADMIN' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Já existe um usuário com este nome de usuário' });
  });

  test.each([
    ['a short password', { password: 'abc12' }, 'A senha deve ter pelo menos 8 caracteres'],
    ['a password without digits', { password: 'somenteletras' }, 'A senha deve conter letras e números'],
    ['a password without letters', { password: '1234567890' }, 'A senha deve conter letras e números'],
    ['a password equal to the username', { username: 'maria2024', password: 'Maria2024' }, 'A senha não pode ser igual ao nome de usuário'],
    ['a username with spaces', { username: 'joana prado' }, expect.stringContaining('Nome de usuário deve ter de 3 a 50 caracteres')],
    ['a two-letter username', { username: 'jo' }, expect.stringContaining('Nome de usuário deve ter de 3 a 50 caracteres')],
    ['an unknown role', { role: 'ROOT' }, "Campo 'Perfil' inválido"],
    ['an invalid e-mail', { email: 'joana@' }, 'E-mail inválido'],
    ['no name', { name: undefined }, "Campo 'Nome' é obrigatório"],
    ['a password hash field', { passwordHash: 'x' }, "Campo 'passwordHash' não é permitido"],
  ])('answers 400 for %s', async (_label, change, message) => {
    const res = await api('POST', '', { ...NEW_USER, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/users', () => {
  test('lists users by name with filters, without password hashes', async () => {
    await createOk();
    const all = (await api('GET', '')).json().data as Array<{ username: string }>;
    expect(all.map((u) => u.username)).toEqual(['joana.prado', 'admin', 'coordenador', 'financeiro', 'gerente']);
    expect(JSON.stringify(all)).not.toMatch(/password/i);
    const coordinators = (await api('GET', '?role=COORDINATOR')).json().data as Array<{ username: string }>;
    expect(coordinators.map((u) => u.username)).toEqual(['joana.prado', 'coordenador']);
    const search = (await api('GET', '?search=joana%40')).json().data as Array<{ username: string }>;
    expect(search.map((u) => u.username)).toEqual(['joana.prado']);
  });

  test('pages, sorts and counts on the server (issue 14)', async () => {
    await createOk();
    await expectPagedList(t, { url: '/api/users', role: 'ADMIN', sorts: USER_SORTS, total: 5 });
    await expectPagedList(t, { url: '/api/users?active=true&search=usu', role: 'ADMIN', sorts: ['name', 'role'], total: 4 });
    const page = (await api('GET', '?role=COORDINATOR&sort=-username&pageSize=1&page=2')).json();
    expect(page).toMatchObject({ data: [{ username: 'coordenador' }], meta: { total: 2, page: 2, pageSize: 1 } });
  });

  test('reads one user; 404 for an unknown one', async () => {
    expect((await api('GET', `/${ids.MANAGER}`)).json().data).toMatchObject({ username: 'gerente', role: 'MANAGER' });
    const missing = await api('GET', '/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Usuário não encontrado' });
  });
});

describe('PUT /api/users/:id', () => {
  test('edits the fields; leaving out active keeps it', async () => {
    const { id } = await createOk();
    const res = await api('PUT', `/${id}`, { username: 'joana', name: 'Joana P. Prado', email: null, role: 'FINANCIAL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, username: 'joana', name: 'Joana P. Prado', email: null, role: 'FINANCIAL', active: true });
  });

  test('the role of a signed-in user follows the database at once', async () => {
    const { id } = await createOk();
    const token = (await login('joana.prado', 'Segura123')).json().data.token as string;
    const asJoana = () => t.app.inject({ method: 'GET', url: '/api/employees', headers: { authorization: `Bearer ${token}` } });
    expect((await asJoana()).statusCode).toBe(403);
    await api('PUT', `/${id}`, { username: 'joana.prado', name: 'Joana Prado', role: 'MANAGER' });
    expect((await asJoana()).statusCode).toBe(200);
  });

  test('refuses to demote or deactivate the last active administrator (409)', async () => {
    const demote = await api('PUT', `/${ids.ADMIN}`, { username: 'admin', name: 'Admin', role: 'MANAGER' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'Não é possível alterar o perfil do último administrador ativo' });
    const deactivate = await api('PUT', `/${ids.ADMIN}`, { username: 'admin', name: 'Admin', role: 'ADMIN', active: false });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toEqual({ message: 'Não é possível desativar o último administrador ativo' });
  });

  test('demotes an administrator while another active one remains', async () => {
    const { id } = await createOk({ ...NEW_USER, role: 'ADMIN' });
    const res = await api('PUT', `/${id}`, { username: 'joana.prado', name: 'Joana Prado', role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('MANAGER');
  });

  test('404 for an unknown user', async () => {
    const res = await api('PUT', '/999', { username: 'ninguem', name: 'Ninguém', role: 'MANAGER' });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/users/:id/change-password', () => {
  test('sets a new password: the old one stops working', async () => {
    const { id } = await createOk();
    const res = await api('PATCH', `/${id}/change-password`, { newPassword: 'NovaSenha456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('passwordHash');
    expect((await login('joana.prado', 'Segura123')).statusCode).toBe(401);
    expect((await login('joana.prado', 'NovaSenha456')).statusCode).toBe(200);
  });

  test('applies the password policy (400) and answers 404 for an unknown user', async () => {
    const weak = await api('PATCH', `/${ids.MANAGER}/change-password`, { newPassword: 'curta1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: 'A senha deve ter pelo menos 8 caracteres' });
    expect((await api('PATCH', '/999/change-password', { newPassword: 'NovaSenha456' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/users/:id/toggle-active', () => {
  test('deactivates: the user can no longer sign in, and a token issued before is refused (401)', async () => {
    const { id } = await createOk();
    const token = (await login('joana.prado', 'Segura123')).json().data.token as string;
    const asJoana = () => t.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: `Bearer ${token}` } });
    expect((await asJoana()).statusCode).toBe(200);

    const res = await api('PATCH', `/${id}/toggle-active`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(false);
    expect((await asJoana()).statusCode).toBe(401);
    const refused = await login('joana.prado', 'Segura123');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Usuário ou senha inválidos' });

    const again = await api('PATCH', `/${id}/toggle-active`);
    expect(again.json().data.active).toBe(true);
    expect((await login('joana.prado', 'Segura123')).statusCode).toBe(200);
  });

  test('refuses to deactivate the last active administrator, or oneself (409)', async () => {
    const { id } = await createOk({ ...NEW_USER, role: 'ADMIN' });
    // The caller (admin) deactivates the other administrator: allowed, one admin remains.
    expect((await api('PATCH', `/${id}/toggle-active`)).statusCode).toBe(200);
    const self = await api('PATCH', `/${ids.ADMIN}/toggle-active`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'Você não pode desativar o seu próprio usuário' });

    // Signed in as Joana (re-activated), the last other admin cannot be switched off either.
    expect((await api('PATCH', `/${id}/toggle-active`)).json().data.active).toBe(true);
    await api('PATCH', `/${id}/toggle-active`);
    const joanaToken = t.tokenFor('ADMIN', id);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/users/${ids.ADMIN}/toggle-active`, headers: { authorization: `Bearer ${joanaToken}` } }))
        .statusCode,
    ).toBe(401);
  });

  test('the last active administrator cannot be deactivated by another account', async () => {
    const { id } = await createOk({ ...NEW_USER, role: 'ADMIN' });
    const asJoana = (url: string) =>
      t.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${t.tokenFor('ADMIN', id)}` } });
    // Joana deactivates admin: allowed (Joana remains).
    expect((await asJoana(`/api/users/${ids.ADMIN}/toggle-active`)).statusCode).toBe(200);
    // Now Joana is the last active admin; the token of the deactivated admin is refused.
    const byOldAdmin = await api('PATCH', `/${id}/toggle-active`);
    expect(byOldAdmin.statusCode).toBe(401);
    const res = await asJoana(`/api/users/${id}/toggle-active`);
    expect(res.statusCode).toBe(409);
  });

  test('a token of a deleted user is refused (401)', async () => {
    const { id } = await createOk();
    const token = (await login('joana.prado', 'Segura123')).json().data.token as string;
    await t.database.db.deleteFrom('users').where('id', '=', id).execute();
    t.app.accountCheck.invalidate(id);
    const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });
});

test('TEST_PASSWORD users exist for the role matrix', async () => {
  expect((await login('gerente', TEST_PASSWORD)).statusCode).toBe(200);
});
