/**
 * Users: the SQL and the rules that need a consistent view of all users. Changes that could leave
 * the company without an active administrator run under one advisory lock, so two concurrent
 * demotions or deactivations cannot both pass the "another admin remains" check.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Page, User, UserListQuery, UserSort } from '@sge/shared/contract';
import type { DB } from '../../../db/schema';
import { conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, sortBy, type SortColumns } from '../../../http/paging';
import { ADMIN_MESSAGES } from '../messages';
import type { UserInput } from '../input';

const COLUMNS = [
  'id',
  'username',
  'name',
  'email',
  'role',
  'photo_url as photoUrl',
  'active',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

const ADMIN_LOCK_KEY = 7_340_118_004;

/** What the list may be sorted by (USER_SORTS), in SQL. */
const SORTS: SortColumns<UserSort> = {
  name: 'name',
  username: 'username',
  email: 'email',
  role: 'role',
  active: 'active',
  createdAt: 'created_at',
};

async function lockAdmins(trx: Transaction<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK_KEY}::bigint)`.execute(trx);
}

async function otherActiveAdmins(trx: Transaction<DB>, id: number): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'ADMIN')
    .where('active', '=', true)
    .where('id', '<>', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function createUsersRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** One page of the users matching the search and filters (issue 14). */
    list(query: UserListQuery): Promise<Page<User>> {
      const search = query.search?.trim();
      const filtered = db
        .selectFrom('users')
        .select(COLUMNS)
        .$if(Boolean(search), (qb) =>
          qb.where((eb) => {
            const pattern = `%${escapeLike(search!)}%`;
            return eb.or([eb('name', 'ilike', pattern), eb('username', 'ilike', pattern), eb('email', 'ilike', pattern)]);
          }),
        )
        .$if(query.role !== undefined, (qb) => qb.where('role', '=', query.role!))
        .$if(query.active !== undefined, (qb) => qb.where('active', '=', query.active!));
      return paginate(db, sortBy(filtered, query.sort, SORTS, 'name', 'id'), query);
    },

    findById(id: number): Promise<User | undefined> {
      return db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    create(input: UserInput, passwordHash: string): Promise<User> {
      return db
        .insertInto('users')
        .values({
          username: input.username,
          name: input.name,
          email: input.email,
          role: input.role,
          active: input.active ?? true,
          password_hash: passwordHash,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** 404 when missing; 409 when it would leave no active administrator. */
    update(id: number, input: UserInput): Promise<User> {
      return db.transaction().execute(async (trx) => {
        await lockAdmins(trx);
        const current = await trx.selectFrom('users').select(['role', 'active']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(ADMIN_MESSAGES.userNotFound);
        const active = input.active ?? current.active;
        if (current.role === 'ADMIN' && current.active && (input.role !== 'ADMIN' || !active)) {
          if ((await otherActiveAdmins(trx, id)) === 0) {
            throw conflict(input.role !== 'ADMIN' ? ADMIN_MESSAGES.lastAdminDemote : ADMIN_MESSAGES.lastAdminDeactivate);
          }
        }
        return trx
          .updateTable('users')
          .set({ username: input.username, name: input.name, email: input.email, role: input.role, active, updated_at: sql<string>`now()` })
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
    },

    async setPassword(id: number, passwordHash: string): Promise<User | undefined> {
      return db
        .updateTable('users')
        // Ends the user's sessions: tokens signed with the old version are refused (auth/guard.ts).
        .set({ password_hash: passwordHash, session_version: sql<number>`session_version + 1`, updated_at: sql<string>`now()` })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /** Flips `active`. 404 when missing; 409 for the caller's own account or the last active admin. */
    toggleActive(id: number, actorId: number): Promise<User> {
      return db.transaction().execute(async (trx) => {
        await lockAdmins(trx);
        const current = await trx.selectFrom('users').select(['role', 'active']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(ADMIN_MESSAGES.userNotFound);
        if (current.active) {
          if (id === actorId) throw conflict(ADMIN_MESSAGES.selfDeactivate);
          if (current.role === 'ADMIN' && (await otherActiveAdmins(trx, id)) === 0) throw conflict(ADMIN_MESSAGES.lastAdminDeactivate);
        }
        return trx
          .updateTable('users')
          .set({ active: !current.active, updated_at: sql<string>`now()` })
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
