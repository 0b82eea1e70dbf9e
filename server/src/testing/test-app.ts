/** Builds the app on a private test database, with helpers for users and tokens. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '@sge/shared/contract';
import { buildApp } from '../app';
import { signToken } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { DEFAULT_REMOTES, type AppConfig } from '../config';
import type { Database } from '../db/database';
import { compileSchemasLazily } from './lazy-schemas';
import { openTestDatabase, truncateAll } from './test-db';

export const TEST_PASSWORD = 'Senha@123';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    dataDir: '/nonexistent',
    seedDemo: false,
    jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    tokenTtlSeconds: 3600,
    staticRoot: null,
    remotes: { ...DEFAULT_REMOTES },
    trustProxy: false,
    behindHttps: false,
    logLevel: 'silent',
    ...overrides,
  };
}

let passwordHash: Promise<string> | null = null;

export const ROLE_USERNAMES: Record<Role, string> = {
  ADMIN: 'admin',
  MANAGER: 'gerente',
  COORDINATOR: 'coordenador',
  FINANCIAL: 'financeiro',
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** One user per role (password TEST_PASSWORD), ids 1–4 after reset(). */
  createUsers(): Promise<Record<Role, number>>;
  tokenFor(role: Role, id?: number): string;
  request(options: InjectOptions & { role?: Role }): Promise<LightMyRequestResponse>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Re-read each token's user from the database, as the served app does (auth/guard.ts). Off by
   * default: most suites sign tokens for role users they never insert.
   */
  checkAccounts?: boolean;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), { database, configure: compileSchemasLazily });
  app.accountCheck.enabled = options.checkAccounts ?? false;
  const tokenFor = (role: Role, id = ROLES.indexOf(role) + 1): string =>
    signToken(app, { id, username: ROLE_USERNAMES[role], role });

  return {
    app,
    database,
    tokenFor,
    async createUsers() {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const hash = await passwordHash;
      const rows = await database.db
        .insertInto('users')
        .values(ROLES.map((role) => ({ username: ROLE_USERNAMES[role], name: `Usuário ${role}`, role, password_hash: hash })))
        .returning(['id', 'role'])
        .execute();
      return Object.fromEntries(rows.map((row) => [row.role, row.id])) as Record<Role, number>;
    },
    request({ role, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...headers, ...(role ? { authorization: `Bearer ${tokenFor(role)}` } : {}) },
      });
    },
    async reset() {
      await truncateAll(database);
      app.accountCheck.invalidate();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
