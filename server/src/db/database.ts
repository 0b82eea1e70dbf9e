/**
 * One code path for both databases: Kysely's PostgresDialect over a pg.Pool, pointed either at a
 * PostgreSQL server (DATABASE_URL) or at the embedded PGlite socket (see embedded.ts).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { startEmbeddedPglite, type EmbeddedOptions } from './embedded';
import { pgTypes } from './pg-types';
import type { DB } from './schema';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseLogger {
  error(obj: unknown, message: string): void;
}

const POSTGRES_POOL_MAX = 10;

/** Wraps a pool configuration; `onClose` runs after the pool has ended. */
export function createDatabase(
  poolConfig: pg.PoolConfig,
  kind: DatabaseKind,
  options: { log?: DatabaseLogger; onClose?: () => Promise<void> } = {},
): Database {
  const pool = new pg.Pool({ ...poolConfig, types: pgTypes });
  pool.on('error', (error) => options.log?.error({ err: error }, 'idle database connection failed'));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | null = null;
  return {
    db,
    kind,
    close() {
      closing ??= (async () => {
        await db.destroy();
        await options.onClose?.();
      })();
      return closing;
    },
  };
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: { log?: DatabaseLogger } & EmbeddedOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    return createDatabase({ connectionString: config.databaseUrl, max: POSTGRES_POOL_MAX }, 'postgres', options);
  }
  const embedded = await startEmbeddedPglite(config.dataDir, options);
  // pglite-socket runs one connection at a time: the pool holds exactly one, and keeps it open.
  return createDatabase(
    { ...embedded.connection, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 },
    'pglite',
    { log: options.log, onClose: embedded.stop },
  );
}
