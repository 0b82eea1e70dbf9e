/**
 * A private, migrated database per test file. Without DATABASE_URL: an in-process PGlite loaded
 * from the template dump written by global-setup.ts. With DATABASE_URL: a new database on that
 * server, copied from the run's template database, dropped by close().
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export const TEMPLATE_ENV = { pglite: 'SGE_TEST_PGLITE_TEMPLATE', postgres: 'SGE_TEST_TEMPLATE_DB' } as const;

export const usesPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An in-memory PGlite reached through pg, like every other database of the app. */
export async function openPglite(loadDataDir?: Blob): Promise<Database> {
  const pglite = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  return createDatabase({ ...createPgConfig(pglite), max: 1 }, 'pglite', { onClose: () => pglite.close() });
}

/** Opens a fresh database; `migrated: false` gives an empty one (migration tests). */
export async function openTestDatabase({ migrated = true } = {}): Promise<Database> {
  if (!usesPostgres()) {
    const template = process.env[TEMPLATE_ENV.pglite];
    if (migrated && template) return openPglite(new Blob([readFileSync(template)]));
    const database = await openPglite();
    if (migrated) await migrate(database.db);
    return database;
  }

  const name = uniqueName('sge_test');
  const template = process.env[TEMPLATE_ENV.postgres];
  await adminQuery(`CREATE DATABASE "${name}"${migrated && template ? ` TEMPLATE "${template}"` : ''}`);
  const database = createDatabase({ connectionString: withDatabase(process.env.DATABASE_URL!, name), max: 4 }, 'postgres', {
    onClose: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  });
  if (migrated && !template) await migrate(database.db);
  return database;
}

/** Every table but schema_migrations, children before parents so plain DELETEs never trip a foreign key. */
const TABLES = [
  'offline_sync_log',
  'payment_requests',
  'budget_items',
  'budgets',
  'service_catalog',
  'event_employees',
  'event_days',
  'events',
  'employees',
  'login_attempts',
  'users',
] as const;

/**
 * Empties every table (keeps schema_migrations) and restarts the identities. DELETE rather than
 * TRUNCATE: on PostgreSQL a TRUNCATE swaps (and syncs) new files for every table, ~100 ms a test
 * here, while deleting the few rows a test wrote takes a couple of milliseconds.
 */
export async function truncateAll(database: Database): Promise<void> {
  const statements = [
    ...TABLES.map((table) => `DELETE FROM ${table};`),
    `SELECT ${TABLES.map((table) => `setval(pg_get_serial_sequence('${table}', 'id'), 1, false)`).join(', ')};`,
  ];
  await sql.raw(statements.join('\n')).execute(database.db);
}
