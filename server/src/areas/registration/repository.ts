/**
 * SQL of the registration area. A link's status is computed on read (never stored), from its
 * revocation, its use counter and its last day on São Paulo's calendar. A submission takes a use
 * with one conditional UPDATE … RETURNING in the transaction that inserts the request, so
 * concurrent submissions queue on the link's row and never pass its maximum (and a failed insert
 * gives the use back).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  onlyDigits,
  pixKeyType,
  type PixKeyType,
  type InvitationCheck,
  type InvitationLink,
  type InvitationLinkListQuery,
  type InvitationLinkSort,
  type InvitationStatus,
  type Page,
  type PendingRegistrationQuery,
  type RegistrationRequestListQuery,
  type PreRegistrationReceipt,
  type RegistrationRequest,
  type RegistrationRequestSort,
} from '@sge/shared/contract';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../http/paging';
import type { ApprovalInput, FormInput, LinkInput } from './input';
import { REGISTRATION_MESSAGES as M } from './messages';

type Executor = Kysely<DB> | Transaction<DB>;

/** 32 random bytes (256 bits) from the OS CSPRNG, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

const TODAY_SP = sql<string>`(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

const linkStatus = sql<InvitationStatus>`CASE
  WHEN l.revoked_at IS NOT NULL THEN 'REVOKED'
  WHEN l.uses >= l.max_uses THEN 'EXHAUSTED'
  WHEN l.expires_on < ${TODAY_SP} THEN 'EXPIRED'
  ELSE 'ACTIVE' END`;

/** What the links list may be sorted by (INVITATION_LINK_SORTS), in SQL. */
const LINK_SORTS: SortColumns<InvitationLinkSort> = {
  createdAt: 'l.created_at',
  label: sql`lower(l.label)`,
  expiresOn: nullable('l.expires_on'),
  uses: 'l.uses',
  status: linkStatus,
  eventName: nullable(sql`lower(ev.name)`),
};

/** What the pending list may be sorted by (REGISTRATION_REQUEST_SORTS), in SQL. */
const REQUEST_SORTS: SortColumns<RegistrationRequestSort> = {
  createdAt: 'r.created_at',
  name: sql`lower(r.name)`,
  cpf: 'r.cpf',
  function: sql`lower(r.desired_function)`,
  source: 'r.source',
};

/** A request whose CPF an employee or another pending request holds (the duplicate flags). */
const hasDuplicate = sql<boolean>`(EXISTS (SELECT 1 FROM employees e WHERE e.cpf = r.cpf)
  OR EXISTS (SELECT 1 FROM registration_requests o WHERE o.cpf = r.cpf AND o.status = 'PENDING' AND o.id <> r.id))`;

/** The requests matching a list's search, origin and duplicate filters (any status). */
function filterRequests(db: Executor, query: PendingRegistrationQuery) {
  const search = query.search?.trim();
  const digits = search ? onlyDigits(search) : '';
  return selectRequests(db)
    .$if(Boolean(search), (qb) =>
      qb.where((eb) => {
        const pattern = `%${escapeLike(search!)}%`;
        return eb.or([
          eb('r.name', 'ilike', pattern),
          eb('r.email', 'ilike', pattern),
          eb('r.desired_function', 'ilike', pattern),
          ...(digits ? [eb('r.cpf', 'like', `%${digits}%`)] : []),
        ]);
      }),
    )
    .$if(query.source !== undefined, (qb) => qb.where('r.source', '=', query.source!))
    .$if(query.duplicate !== undefined, (qb) => qb.where(query.duplicate ? hasDuplicate : sql<boolean>`NOT ${hasDuplicate}`));
}

function selectLinks(db: Executor) {
  return db
    .selectFrom('registration_links as l')
    .leftJoin('events as ev', 'ev.id', 'l.event_id')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.label',
      'l.token',
      'l.expires_on as expiresOn',
      'l.max_uses as maxUses',
      'l.uses',
      'l.event_id as eventId',
      'ev.name as eventName',
      'l.function',
      linkStatus.as('status'),
      'l.created_at as createdAt',
      'u.name as createdByName',
      'l.revoked_at as revokedAt',
    ]);
}

function selectRequests(db: Executor) {
  return db
    .selectFrom('registration_requests as r')
    .leftJoin('registration_links as l', 'l.id', 'r.link_id')
    .leftJoin('events as ev', 'ev.id', 'r.event_id')
    .leftJoin('users as cu', 'cu.id', 'r.created_by')
    .leftJoin('users as ru', 'ru.id', 'r.reviewed_by')
    .select([
      'r.id',
      'r.status',
      'r.source',
      'r.name',
      'r.cpf',
      'r.birth_date as birthDate',
      'r.phone',
      'r.email',
      'r.address',
      'r.desired_function as function',
      'r.pix_key as pixKey',
      'r.consent_at as consentAt',
      'r.link_id as linkId',
      'l.label as linkLabel',
      'r.event_id as eventId',
      'ev.name as eventName',
      'r.created_at as createdAt',
      'cu.name as createdByName',
      'r.reviewed_at as reviewedAt',
      'ru.name as reviewedByName',
      'r.rejection_reason as rejectionReason',
      'r.employee_id as employeeId',
      sql<number | null>`(SELECT e.id FROM employees e WHERE e.cpf = r.cpf)`.as('duplicateEmployeeId'),
      sql<number[]>`(SELECT coalesce(json_agg(o.id ORDER BY o.id), '[]'::json) FROM registration_requests o
        WHERE o.cpf = r.cpf AND o.status = 'PENDING' AND o.id <> r.id)`.as('duplicateRequestIds'),
    ]);
}

const findRequest = (db: Executor, id: number): Promise<RegistrationRequest | undefined> =>
  selectRequests(db).where('r.id', '=', id).executeTakeFirst();

const formRow = (input: FormInput) => ({
  name: input.name,
  cpf: input.cpf,
  birth_date: input.birthDate,
  phone: input.phone,
  email: input.email,
  address: input.address,
  desired_function: input.function,
  pix_key: input.pixKey,
  consent_at: sql<string>`now()`,
});

const RECEIPT = ['id', 'name', 'status', 'created_at as createdAt'] as const;

export function createRegistrationRepository(app: FastifyInstance) {
  const { db } = app;

  /** Why a token cannot take a submission (called when the conditional UPDATE matched nothing). */
  async function refusal(trx: Executor, token: string) {
    const link = await selectLinks(trx).where('l.token', '=', token).executeTakeFirst();
    if (!link) return notFound(M.invalidToken);
    const messages: Record<InvitationStatus, string> = {
      REVOKED: M.linkRevoked,
      EXHAUSTED: M.linkExhausted,
      EXPIRED: M.linkExpired,
      ACTIVE: M.linkExhausted,
    };
    return conflict(messages[link.status]);
  }

  return {
    /** One page of the links, newest first unless sorted otherwise (issue 14). */
    listLinks(query: InvitationLinkListQuery): Promise<Page<InvitationLink>> {
      const search = query.search?.trim();
      const filtered = selectLinks(db)
        .$if(Boolean(search), (qb) =>
          qb.where((eb) => {
            const pattern = `%${escapeLike(search!)}%`;
            return eb.or([eb('l.label', 'ilike', pattern), eb('ev.name', 'ilike', pattern), eb('l.function', 'ilike', pattern)]);
          }),
        )
        .$if(query.status !== undefined, (qb) => qb.where(linkStatus, '=', query.status!));
      return paginate(db, sortBy(filtered, query.sort, LINK_SORTS, '-createdAt', 'l.id'), query);
    },

    findLink(id: number): Promise<InvitationLink | undefined> {
      return selectLinks(db).where('l.id', '=', id).executeTakeFirst();
    },

    async createLink(input: LinkInput, userId: number): Promise<InvitationLink> {
      if (input.eventId !== null) {
        const event = await db.selectFrom('events').select('id').where('id', '=', input.eventId).executeTakeFirst();
        if (!event) throw notFound(M.eventNotFound);
      }
      const { id } = await db
        .insertInto('registration_links')
        .values({
          token: newToken(),
          label: input.label,
          expires_on: input.expiresOn,
          max_uses: input.maxUses,
          event_id: input.eventId,
          function: input.function,
          created_by: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await this.findLink(id))!;
    },

    /** 404 when missing, 409 when already revoked; expired or used-up links may still be revoked. */
    async revokeLink(id: number, userId: number): Promise<InvitationLink> {
      const revoked = await db
        .updateTable('registration_links')
        .set({ revoked_at: sql<string>`now()`, revoked_by: userId })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!revoked) {
        if (!(await this.findLink(id))) throw notFound(M.linkNotFound);
        throw conflict(M.linkAlreadyRevoked);
      }
      return (await this.findLink(id))!;
    },

    /** What the public page may know about a token: for an active link, its label, function, event and last day. */
    async checkToken(token: string): Promise<InvitationCheck> {
      const link = await selectLinks(db).where('l.token', '=', token).executeTakeFirst();
      if (!link) return { valid: false, status: 'INVALID', label: null, expiresOn: null, function: null, eventName: null };
      if (link.status !== 'ACTIVE') return { valid: false, status: link.status, label: null, expiresOn: null, function: null, eventName: null };
      return { valid: true, status: 'ACTIVE', label: link.label, expiresOn: link.expiresOn, function: link.function, eventName: link.eventName };
    },

    /** Takes one use of the link and records the request, both or neither. */
    submit(token: string, input: FormInput): Promise<PreRegistrationReceipt> {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .updateTable('registration_links')
          .set({ uses: sql<number>`uses + 1` })
          .where('token', '=', token)
          .where('revoked_at', 'is', null)
          .where(sql<boolean>`uses < max_uses`)
          .where(sql<boolean>`expires_on >= ${TODAY_SP}`)
          .returning(['id', 'event_id'])
          .executeTakeFirst();
        if (!link) throw await refusal(trx, token);
        return (await trx
          .insertInto('registration_requests')
          .values({ ...formRow(input), source: 'LINK', link_id: link.id, event_id: link.event_id })
          .returning(RECEIPT)
          .executeTakeFirstOrThrow()) as PreRegistrationReceipt;
      });
    },

    async walkIn(input: FormInput, userId: number): Promise<PreRegistrationReceipt> {
      return (await db
        .insertInto('registration_requests')
        .values({ ...formRow(input), source: 'WALK_IN', created_by: userId })
        .returning(RECEIPT)
        .executeTakeFirstOrThrow()) as PreRegistrationReceipt;
    },

    /**
     * One page of the pending requests, oldest first (the order they should be reviewed in) unless
     * sorted otherwise (issue 14).
     */
    listPending(query: PendingRegistrationQuery): Promise<Page<RegistrationRequest>> {
      const filtered = filterRequests(db, query).where('r.status', '=', 'PENDING');
      return paginate(db, sortBy(filtered, query.sort, REQUEST_SORTS, 'createdAt', 'r.id'), query);
    },

    /**
     * One page of every request (of one status when asked). Unsorted, the pending ones come first,
     * then the newest first: what still needs a decision, then the latest decisions.
     */
    listRequests(query: RegistrationRequestListQuery): Promise<Page<RegistrationRequest>> {
      const filtered = filterRequests(db, query).$if(query.status !== undefined, (qb) => qb.where('r.status', '=', query.status!));
      const sorted = query.sort
        ? sortBy(filtered, query.sort, REQUEST_SORTS, '-createdAt', 'r.id')
        : filtered.orderBy(sql`(r.status <> 'PENDING')`).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
      return paginate(db, sorted, query);
    },

    findRequest: (id: number) => findRequest(db, id),

    /**
     * Creates the employee from the request and marks it approved, in one transaction holding the
     * request's row: two approvals of one request cannot both pass, and the employees' unique CPF
     * stops two requests with one CPF from both becoming employees.
     */
    async approve(id: number, input: ApprovalInput, userId: number): Promise<RegistrationRequest> {
      return db.transaction().execute(async (trx) => {
        const request = await lockPending(trx, id);
        const taken = await trx.selectFrom('employees').select('id').where('cpf', '=', request.cpf).executeTakeFirst();
        if (taken) throw conflict(M.cpfAlreadyEmployee);
        const employee = await trx
          .insertInto('employees')
          .values({
            name: request.name,
            cpf: request.cpf,
            email: request.email,
            phone: request.phone,
            function: input.function ?? request.desired_function,
            pay_rate: input.payRate ?? '0.00',
            ...pixKeyOf(request.pix_key),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('registration_requests')
          .set({ status: 'APPROVED', reviewed_by: userId, reviewed_at: sql<string>`now()`, employee_id: employee.id })
          .where('id', '=', id)
          .execute();
        return (await findRequest(trx, id))!;
      });
    },

    async reject(id: number, reason: string, userId: number): Promise<RegistrationRequest> {
      return db.transaction().execute(async (trx) => {
        await lockPending(trx, id);
        await trx
          .updateTable('registration_requests')
          .set({ status: 'REJECTED', reviewed_by: userId, reviewed_at: sql<string>`now()`, rejection_reason: reason })
          .where('id', '=', id)
          .execute();
        return (await findRequest(trx, id))!;
      });
    },
  };
}

/** The request's PIX key as the employee keeps it (key and type), when it is a valid one. */
function pixKeyOf(key: string): { pix_key: string; pix_key_type: PixKeyType } | Record<string, never> {
  const value = key.trim();
  const type = value ? pixKeyType(value) : null;
  return type ? { pix_key: value, pix_key_type: type } : {};
}

async function lockPending(trx: Transaction<DB>, id: number) {
  const request = await trx
    .selectFrom('registration_requests')
    .select(['id', 'status', 'name', 'cpf', 'email', 'phone', 'desired_function', 'pix_key'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw notFound(M.requestNotFound);
  if (request.status !== 'PENDING') throw conflict(M.alreadyReviewed);
  return request;
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
