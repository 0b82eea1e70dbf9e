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
import type { TokenClaims as Claims } from '@sge/shared/contract';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Claims;
    user: AuthUser | null;
  }
}

export const TOKEN_ALGORITHM = 'HS256';

export async function registerAuth(app: FastifyInstance, config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds'>): Promise<void> {
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: config.tokenTtlSeconds },
    verify: { algorithms: [TOKEN_ALGORITHM] },
    formatUser: (payload) => {
      const role = normalizeRole(payload.role);
      if (!Number.isSafeInteger(payload.sub) || typeof payload.username !== 'string' || !role) return null;
      return { id: payload.sub, username: payload.username, role };
    },
  });
}

export function signToken(app: FastifyInstance, user: AuthUser): string {
  const claims: Claims = { sub: user.id, username: user.username, role: user.role };
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
}

export function requireRoles(...roles: readonly Role[]) {
  const allowed = new Set<Role>(roles);
  return async function requireRole(request: FastifyRequest): Promise<void> {
    if (!request.user) throw unauthorized(MESSAGES.authRequired);
    if (!allowed.has(request.user.role)) throw forbidden();
  };
}
