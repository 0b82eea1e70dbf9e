import { resolve } from 'node:path';

export const PASSWORD = 'Senha@123';

/** The demo accounts (README), one per role. */
export const ROLES_UNDER_TEST = [
  { username: 'admin', role: 'ADMIN', password: PASSWORD },
  { username: 'gerente', role: 'MANAGER', password: PASSWORD },
  { username: 'coordenador', role: 'COORDINATOR', password: PASSWORD },
  { username: 'financeiro', role: 'FINANCIAL', password: PASSWORD },
] as const;

export type DemoUser = (typeof ROLES_UNDER_TEST)[number]['username'];

export const authFile = (username: DemoUser | string): string => resolve(__dirname, '../.auth', `${username}.json`);
