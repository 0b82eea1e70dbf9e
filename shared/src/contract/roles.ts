/**
 * Roles: pure data and functions, no schema library, so the session and access entries can bundle
 * this file without pulling TypeBox into the first load (their RoleSchema lives in role-schema.ts).
 */

/** Canonical roles (SPEC §6, second reading, plus FINANCIAL). The server stores and returns these. */
export const ROLES = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'] as const;
export type Role = (typeof ROLES)[number];

/** pt-BR labels for each role, for screens. */
export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  MANAGER: 'Gerente',
  COORDINATOR: 'Coordenador',
  FINANCIAL: 'Financeiro',
};

const ALIASES: Record<string, Role> = {
  ADMIN: 'ADMIN',
  ADMINISTRADOR: 'ADMIN',
  MANAGER: 'MANAGER',
  GERENTE: 'MANAGER',
  COORDINATOR: 'COORDINATOR',
  COORDENADOR: 'COORDINATOR',
  FINANCIAL: 'FINANCIAL',
  FINANCEIRO: 'FINANCIAL',
};

/**
 * Normalises a role from either naming set (SPEC §6), case-insensitively, with or without a
 * `ROLE_` prefix. Returns null for anything unknown.
 */
export function normalizeRole(role: string | null | undefined): Role | null {
  if (!role) return null;
  const key = role.trim().toUpperCase().replace(/^ROLE_/, '');
  return ALIASES[key] ?? null;
}
