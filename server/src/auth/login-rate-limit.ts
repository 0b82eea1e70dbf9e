/**
 * Login throttling without locking accounts: failures are counted per username + IP (5 in 15
 * minutes) and per IP across usernames (30 in 15 minutes); past either limit that caller gets 429
 * while the account stays open to everyone else. The attempt row is written before the password is
 * checked, so parallel guesses see each other; a success deletes that username + IP's rows.
 * Counters live in PostgreSQL, shared by every server instance.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perUsernameAndIp: 5,
  perIp: 30,
  /** Rows older than this are pruned. */
  retentionHours: 24,
} as const;

export interface LoginAttempt {
  /** True when this caller is over a limit: the attempt was not recorded and must be refused. */
  blocked: boolean;
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export async function beginLoginAttempt(db: Kysely<DB>, username: string, ip: string): Promise<LoginAttempt> {
  const { id } = await db
    .insertInto('login_attempts')
    .values({ username, ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  const since = sql<string>`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
  const counts = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('username', '=', username).as('forUsername'),
      eb.fn.countAll<number>().as('forIp'),
    ])
    .where('ip', '=', ip)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  const blocked = counts.forUsername > LOGIN_LIMITS.perUsernameAndIp || counts.forIp > LOGIN_LIMITS.perIp;
  if (blocked) await db.deleteFrom('login_attempts').where('id', '=', id).execute();

  return {
    blocked,
    async succeeded() {
      await db.deleteFrom('login_attempts').where('username', '=', username).where('ip', '=', ip).execute();
    },
    async failed() {
      await db
        .deleteFrom('login_attempts')
        .where('attempted_at', '<', sql<string>`now() - make_interval(hours => ${LOGIN_LIMITS.retentionHours})`)
        .execute();
    },
  };
}
