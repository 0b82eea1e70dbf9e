/**
 * Forward-only migrations: the ordered `NNN_name.sql` files of server/migrations (copied to
 * dist/migrations by the build). Each file runs in its own transaction under a transaction-level
 * advisory lock, so servers starting at once apply each migration exactly once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

const MIGRATION_LOCK_KEY = 7_340_118_001;
const FILE_PATTERN = /^(\d{3,})_[a-z0-9_-]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function defaultMigrationsDir(): string {
  const candidates = [path.join(__dirname, 'migrations'), path.resolve(__dirname, '..', '..', 'migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  const files = readdirSync(dir).filter((file) => FILE_PATTERN.test(file)).sort();
  const numbers = new Set<string>();
  return files.map((file) => {
    const number = FILE_PATTERN.exec(file)![1];
    if (numbers.has(number)) throw new Error(`two migrations share the number ${number}`);
    numbers.add(number);
    const text = readFileSync(path.join(dir, file), 'utf8');
    return { name: file.replace(/\.sql$/, ''), sql: text, checksum: createHash('sha256').update(text).digest('hex') };
  });
}

export interface MigrateResult {
  applied: string[];
  /** Applied earlier but edited since: forward-only means a new file, so this is reported. */
  changed: string[];
}

export async function migrate(db: Kysely<DB>, migrations = readMigrations()): Promise<MigrateResult> {
  const result: MigrateResult = { applied: [], changed: [] };
  for (const migration of migrations) {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`.execute(trx);
      await sql`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          checksum text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`.execute(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('checksum')
        .where('name', '=', migration.name)
        .executeTakeFirst();
      if (done) {
        if (done.checksum !== migration.checksum) result.changed.push(migration.name);
        return;
      }
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ name: migration.name, checksum: migration.checksum })
        .execute();
      result.applied.push(migration.name);
    });
  }
  return result;
}
