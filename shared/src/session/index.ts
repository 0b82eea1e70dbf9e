/**
 * The session store (zustand). Stores token, username, role and user in localStorage under their own
 * keys (SPEC §3) so a reload keeps the user signed in; signOut clears every one of them.
 */
import { create } from 'zustand';
import type { LoginResponse } from '@sge/shared/contract';
// Pure and stateless: bundled here rather than through the contract singleton, which carries TypeBox.
import { normalizeRole, type Role } from '../contract/roles';
import { sessionFlags, type SessionFlags } from '@sge/shared/access';
import { STORAGE_KEYS } from './storage-keys';

export { STORAGE_KEYS, OFFLINE_DB } from './storage-keys';
export { SYSTEM_SETTINGS_DEFAULTS, rememberSystemSettings, systemSettings } from './system-settings';

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  photoUrl: string | null;
}

export interface SessionState {
  token: string | null;
  username: string | null;
  role: Role | null;
  user: SessionUser | null;
  /** True after the user chose to log out (the guard then sends to /login without ?redirect=). */
  loggedOut: boolean;
  /** Stores a successful login response. */
  signIn: (response: LoginResponse) => void;
  /** Clears the session and every stored value; `byUser` marks a deliberate logout. */
  signOut: (options?: { byUser?: boolean }) => void;
  /** Replaces the token of the signed-in session (the server sent a fresh one after ending the others). */
  renewToken: (token: string) => void;
}

const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

function readStored(): Pick<SessionState, 'token' | 'username' | 'role' | 'user'> {
  const s = storage();
  const empty = { token: null, username: null, role: null, user: null };
  if (!s) return empty;
  const token = s.getItem(STORAGE_KEYS.token);
  if (!token) return empty;
  let user: SessionUser | null;
  try {
    user = JSON.parse(s.getItem(STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
  } catch {
    user = null;
  }
  const role = normalizeRole(s.getItem(STORAGE_KEYS.role));
  if (!role) return empty;
  return { token, username: s.getItem(STORAGE_KEYS.username), role, user };
}

/** The one session store of every app (a shared singleton through module federation). */
export const useSessionStore = create<SessionState>()((set) => ({
  ...readStored(),
  loggedOut: false,
  signIn: (response) => {
    const role = normalizeRole(response.role);
    if (!role) throw new Error(`Unknown role: ${response.role}`);
    const user: SessionUser = { id: response.id, username: response.username, role, photoUrl: response.photoUrl ?? null };
    const s = storage();
    s?.setItem(STORAGE_KEYS.token, response.token);
    s?.setItem(STORAGE_KEYS.username, response.username);
    s?.setItem(STORAGE_KEYS.role, role);
    s?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ token: response.token, username: response.username, role, user, loggedOut: false });
  },
  signOut: (options) => {
    const s = storage();
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.username, STORAGE_KEYS.role, STORAGE_KEYS.user]) s?.removeItem(key);
    set({ token: null, username: null, role: null, user: null, loggedOut: options?.byUser === true });
  },
  renewToken: (token) => {
    if (!useSessionStore.getState().token) return;
    storage()?.setItem(STORAGE_KEYS.token, token);
    set({ token });
  },
}));

/** Re-reads the stored session (e.g. after another tab signed in or out). */
export function reloadSessionFromStorage(): void {
  useSessionStore.setState(readStored());
}

export const isSignedIn = (state: Pick<SessionState, 'token'> = useSessionStore.getState()): boolean =>
  Boolean(state.token);

/** The SPEC §6 flags of the signed-in user. */
export function useSessionFlags(): SessionFlags {
  const role = useSessionStore((s) => s.role);
  return sessionFlags(role);
}
