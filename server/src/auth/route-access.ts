/**
 * Who may call a route, read back from the hooks that guard it, for the OpenAPI document's
 * `x-roles` (http/openapi.ts). `requireRoles` tags each hook it makes with its roles; a route's
 * access is then what its onRequest hooks (its plugin's, inherited, and its own) admit together.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ROLES, type Role } from '@sge/shared/contract';

const ROLE_HOOKS = new WeakMap<object, readonly Role[]>();

/** Records the roles a guard hook admits (called by requireRoles). */
export function tagRoleHook<T extends object>(hook: T, roles: readonly Role[]): T {
  ROLE_HOOKS.set(hook, Object.freeze([...roles]));
  return hook;
}

export type RouteAccess =
  /** Anyone, no token. */
  | { kind: 'public' }
  /** A valid token, and a role among `roles`. */
  | { kind: 'roles'; roles: Role[] };

/**
 * Reads the access of a route from its hooks: the roles every role hook admits (their
 * intersection), all roles when the route only authenticates, public when it does neither.
 * `authenticate` is passed in so this module does not depend on the guard it describes.
 */
export function accessOf(hooks: readonly unknown[], authenticate: unknown): RouteAccess {
  let roles: Role[] | null = null;
  for (const hook of hooks) {
    const admitted = typeof hook === 'function' ? ROLE_HOOKS.get(hook) : undefined;
    if (admitted) roles = (roles ?? [...ROLES]).filter((role) => admitted.includes(role));
  }
  if (roles) return { kind: 'roles', roles };
  if (hooks.includes(authenticate)) return { kind: 'roles', roles: [...ROLES] };
  return { kind: 'public' };
}

/**
 * The onRequest hooks a route runs: its plugin's (added with addHook, inherited from the plugins
 * above it) followed by its own. Fastify composes them when the app gets ready and keeps the
 * plugin's list under an internal symbol: read it after `ready`, so hooks added after the route
 * count too. Throws when Fastify no longer keeps them there, so the OpenAPI test fails loudly
 * instead of documenting a guarded route as public.
 */
export function onRequestHooksOf(instance: FastifyInstance, route: Pick<RouteOptions, 'onRequest'>): unknown[] {
  const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  return [...pluginHooks(instance), ...own];
}

function pluginHooks(instance: FastifyInstance): unknown[] {
  for (let object: object | null = instance; object; object = Object.getPrototypeOf(object)) {
    const key = Object.getOwnPropertySymbols(object).find((symbol) => symbol.description === 'fastify.hooks');
    if (!key) continue;
    const hooks = (object as Record<symbol, { onRequest?: unknown }>)[key];
    if (hooks && Array.isArray(hooks.onRequest)) return hooks.onRequest;
    break;
  }
  throw new Error("Cannot read a plugin's onRequest hooks (Fastify internals changed): fix auth/route-access.ts");
}
