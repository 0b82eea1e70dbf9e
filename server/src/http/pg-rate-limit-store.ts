/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (table rate_limit_counters, migration
 * 014), so every server on one database shares the count: with N servers behind a load balancer a
 * client still gets `max` requests per window, not N × max. Same semantics as the plugin's memory
 * store: a fixed window starting at the client's first request, restarted by the first request
 * after it ends. One statement per request (an upsert that locks the client's row), on the
 * database clock, so servers whose clocks differ still agree.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Expired rows are deleted at most this often per server, an hour after they expired. */
const PRUNE_EVERY_MS = 10 * 60_000;
const PRUNE_AFTER = '1 hour';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

export function bucketOf(options: object | undefined): string {
  const route = (options as { routeInfo?: RouteInfo } | undefined)?.routeInfo;
  if (!route?.url) return '*';
  const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '*');
  return `${method} ${route.url}`;
}

/** The store class to pass as `store` to @fastify/rate-limit: the plugin instantiates it. */
export function createPgRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  let prunedAt = 0;
  const prune = (): void => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    sql`DELETE FROM rate_limit_counters WHERE expires_at < now() - ${PRUNE_AFTER}::interval`.execute(db).catch(() => {
      prunedAt = 0;
    });
  };

  class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly bucket: string;

    constructor(options?: object) {
      this.bucket = bucketOf(options);
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit_counters AS c (bucket, client_key, hits, expires_at)
        VALUES (${this.bucket}, ${key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (bucket, client_key) DO UPDATE SET
          hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
          expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
        RETURNING hits, GREATEST(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::int AS ttl`
        .execute(db)
        .then(({ rows: [row] }) => {
          callback(null, { current: row.hits, ttl: row.ttl });
          prune();
        }, (error: Error) => callback(error));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new PgRateLimitStore(routeOptions);
    }
  }
  return PgRateLimitStore;
}
