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

/**
 * A test database's commits do not wait for the write-ahead log to reach the disk: a few ms a
 * commit on this machine, thousands of commits a run. What a transaction sees is unchanged; only a
 * crash of the PostgreSQL server could lose the last commits, of a database dropped anyway.
 */
export const NO_COMMIT_FLUSH = '-c synchronous_commit=off';

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
  const database = createDatabase({ connectionString: withDatabase(process.env.DATABASE_URL!, name), max: 4, options: NO_COMMIT_FLUSH }, 'postgres', {
    onClose: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  });
  if (migrated && !template) await migrate(database.db);
  return database;
}

/**
 * Every table but schema_migrations, children before parents so plain DELETEs never trip a foreign
 * key: read from the catalogue (so a new migration's tables are emptied too) and ordered by their
 * foreign keys, once per database.
 */
interface DeleteOrder {
  tables: string[];
  /** The tables with an id identity to restart. */
  withId: string[];
}

const deleteOrder = new WeakMap<Database, Promise<DeleteOrder>>();

async function readDeleteOrder(database: Database): Promise<DeleteOrder> {
  const { rows: tables } = await sql<{ name: string; hasId: boolean }>`
    SELECT c.relname AS name,
           EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'id' AND a.attidentity <> '') AS "hasId"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
    ORDER BY c.relname`.execute(database.db);
  const { rows: edges } = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema() AND child.oid <> parent.oid`.execute(database.db);
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (table: string, path: Set<string>): void => {
    if (done.has(table)) return;
    if (path.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    path.add(table);
    // Children (tables referencing this one) are deleted first.
    for (const edge of edges) if (edge.parent === table) visit(edge.child, path);
    path.delete(table);
    done.add(table);
    order.push(table);
  };
  for (const { name } of tables) visit(name, new Set());
  const withId = new Set(tables.filter((t) => t.hasId).map((t) => t.name));
  return { tables: order, withId: order.filter((t) => withId.has(t)) };
}

/**
 * Empties every table (keeps schema_migrations) and restarts the identities. DELETE rather than
 * TRUNCATE: on PostgreSQL a TRUNCATE swaps (and syncs) new files for every table, ~100 ms a test
 * here, while deleting the few rows a test wrote takes a couple of milliseconds.
 */
export async function truncateAll(database: Database): Promise<void> {
  let order = deleteOrder.get(database);
  if (!order) {
    order = readDeleteOrder(database);
    deleteOrder.set(database, order);
  }
  const { tables, withId } = await order;
  const statements = [
    ...tables.map((table) => `DELETE FROM "${table}";`),
    `SELECT ${withId.map((table) => `setval(pg_get_serial_sequence('"${table}"', 'id'), 1, false)`).join(', ')};`,
  ];
  await sql.raw(statements.join('\n')).execute(database.db);
}
