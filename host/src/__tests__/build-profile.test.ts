import { buildProfile } from '../features/profile/build-profile';
import { searchPages } from '../shell/top-bar';

it('builds the profile from the session user', () => {
  expect(buildProfile({ id: 7, username: 'gerente', role: 'MANAGER', photoUrl: null })).toEqual({
    id: 7, name: 'gerente', email: 'Não informado', role: 'Gerente', phone: 'Não informado', document: 'Não informado', photoUrl: null,
  });
});

it('adds createdAt, bio and photo in the no-user case', () => {
  const p = buildProfile(null, new Date('2026-01-02T03:04:05Z'));
  expect(p).toMatchObject({ id: 0, name: 'Usuário', createdAt: '2026-01-02T03:04:05.000Z', photo: null });
  expect(p.bio).toBeTruthy();
});

it('searches only the pages of the user menu, accent-insensitively', () => {
  expect(searchPages('ADMIN', 'catalogo').map((p) => p.path)).toEqual(['/admin/service-catalog']);
  expect(searchPages('COORDINATOR', 'catalogo')).toEqual([]);
  expect(searchPages('MANAGER', 'contas')).toEqual([]);
  expect(searchPages('FINANCIAL', 'contas').map((p) => p.path)).toEqual([
    '/financial/accounts-payable', '/financial/accounts-receivable', '/financial/recurring-accounts',
  ]);
  expect(searchPages('ADMIN', '  ')).toEqual([]);
});
