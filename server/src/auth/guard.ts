/**
 * Tokens and the role guard. Tokens are HS256 JWTs (the only algorithm accepted on verify) with an
 * expiry, self-contained so any server instance can check them. Routes use the two hooks:
 *   onRequest: [authenticate, requireRoles(...PERMISSIONS.employees)]
 * Both run before the body is parsed, so an unauthorised caller learns nothing about validation.
 */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeRole, type Role } from '@sge/shared/contract';
import type { AppConfig } from '../config';
import { forbidden, MESSAGES, unauthorized } from '../http/errors';
import { tagRoleHook } from './route-access';
import type { TokenClaims as Claims } from '@sge/shared/contract';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  /** The session version signed into the token (`ver`; 0 for tokens older than migration 011). */
  sessionVersion?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Re-reads the token's user from the database (see createAccountCheck). */
    accountCheck: AccountCheck;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Claims;
    user: AuthUser | null;
  }
}

export const TOKEN_ALGORITHM = 'HS256';

export async function registerAuth(app: FastifyInstance, config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds'>): Promise<void> {
  app.decorate('accountCheck', createAccountCheck(app));
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: config.tokenTtlSeconds },
    verify: { algorithms: [TOKEN_ALGORITHM] },
    formatUser: (payload) => {
      const role = normalizeRole(payload.role);
      if (!Number.isSafeInteger(payload.sub) || typeof payload.username !== 'string' || !role) return null;
      // Every token this server signs expires: one without `exp` was not made by signToken.
      if (!Number.isFinite((payload as { exp?: unknown }).exp)) return null;
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(version)) return null;
      return { id: payload.sub, username: payload.username, role, sessionVersion: version };
    },
  });
}

export function signToken(app: FastifyInstance, user: AuthUser): string {
  const claims: Claims = { sub: user.id, username: user.username, role: user.role, ver: user.sessionVersion ?? 0 };
  return app.jwt.sign(claims);
}

const BEARER = /^Bearer\s+\S+$/i;

export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(MESSAGES.authRequired);
  if (!BEARER.test(header)) throw unauthorized(MESSAGES.invalidToken);
  try {
    await request.jwtVerify();
  } catch {
    throw unauthorized(MESSAGES.invalidToken);
  }
  if (!request.user) throw unauthorized(MESSAGES.invalidToken);
  const check = request.server.accountCheck;
  if (!check.enabled) return;
  const account = await check.lookup(request.user.id);
  if (!account || !account.active) throw unauthorized(MESSAGES.invalidToken);
  // A password change or reset raised the version: tokens signed before it are over.
  if ((request.user.sessionVersion ?? 0) !== account.sessionVersion) throw unauthorized(MESSAGES.invalidToken);
  request.user = { id: request.user.id, username: account.username, role: account.role, sessionVersion: account.sessionVersion };
}

export interface AccountState {
  username: string;
  role: Role;
  active: boolean;
  sessionVersion: number;
}

/**
 * A token outlives changes to its user: a user deactivated or deleted after signing in is refused
 * (401), so is a token signed before the user's password was changed or reset (its `ver` is not the
 * stored session_version), and the role is the one stored now, not the one signed into the token. Answers are cached
 * for a few seconds per user (per server instance); the users area calls `invalidate` after it
 * changes a user, so this instance sees the change at once and others within the TTL.
 * `enabled` is switched off only by tests that sign tokens for users they never create.
 */
export interface AccountCheck {
  enabled: boolean;
  lookup(id: number): Promise<AccountState | null>;
  invalidate(id?: number): void;
}

/**
 * Other servers see a deactivation within 5 s (two-servers.test.ts): the cache lives 4 s, leaving a
 * second for the lookup and the request itself.
 */
export const ACCOUNT_CACHE_TTL_MS = 4_000;

function createAccountCheck(app: FastifyInstance): AccountCheck {
  const cache = new Map<number, { state: AccountState | null; expires: number }>();
  return {
    enabled: true,
    async lookup(id) {
      const cached = cache.get(id);
      if (cached && cached.expires > Date.now()) return cached.state;
      const row = await app.db
        .selectFrom('users')
        .select(['username', 'role', 'active', 'session_version'])
        .where('id', '=', id)
        .executeTakeFirst();
      const state = row ? { username: row.username, role: row.role, active: row.active, sessionVersion: row.session_version } : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(id, { state, expires: Date.now() + ACCOUNT_CACHE_TTL_MS });
      return state;
    },
    invalidate(id) {
      if (id === undefined) cache.clear();
      else cache.delete(id);
    },
  };
}

export function requireRoles(...roles: readonly Role[]) {
  const allowed = new Set<Role>(roles);
  // Tagged with its roles for the OpenAPI document (x-roles).
  return tagRoleHook(async function requireRole(request: FastifyRequest): Promise<void> {
    if (!request.user) throw unauthorized(MESSAGES.authRequired);
    if (!allowed.has(request.user.role)) throw forbidden();
  }, roles);
}
