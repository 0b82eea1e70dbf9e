import { STORAGE_KEYS, reloadSessionFromStorage, useSessionStore } from '@sge/shared/session';

const login = { token: 't0k', role: 'ADMIN' as const, username: 'admin', id: 1, photoUrl: null };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
});

it('stores token, username, role and user in localStorage on sign-in', () => {
  useSessionStore.getState().signIn(login);
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t0k');
  expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('admin');
  expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('ADMIN');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toEqual({ id: 1, username: 'admin', role: 'ADMIN', photoUrl: null });
  expect(useSessionStore.getState()).toMatchObject({ token: 't0k', role: 'ADMIN', username: 'admin' });
});

it('normalises a role given in the other naming set', () => {
  useSessionStore.getState().signIn({ ...login, role: 'gerente' as never });
  expect(useSessionStore.getState().role).toBe('MANAGER');
});

it('clears every stored value on sign-out', () => {
  useSessionStore.getState().signIn(login);
  useSessionStore.getState().signOut();
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.username, STORAGE_KEYS.role, STORAGE_KEYS.user]) expect(localStorage.getItem(key)).toBeNull();
  expect(useSessionStore.getState().token).toBeNull();
});

it('restores the session from storage and ignores an unknown role', () => {
  useSessionStore.getState().signIn(login);
  useSessionStore.setState({ token: null, role: null });
  reloadSessionFromStorage();
  expect(useSessionStore.getState().token).toBe('t0k');
  localStorage.setItem(STORAGE_KEYS.role, 'hacker');
  reloadSessionFromStorage();
  expect(useSessionStore.getState().token).toBeNull();
});

it('remembers a deliberate logout until the next sign-in', () => {
  useSessionStore.getState().signIn(login);
  useSessionStore.getState().signOut({ byUser: true });
  expect(useSessionStore.getState().loggedOut).toBe(true);
  useSessionStore.getState().signIn(login);
  expect(useSessionStore.getState().loggedOut).toBe(false);
  useSessionStore.getState().signOut();
  expect(useSessionStore.getState().loggedOut).toBe(false);
});
