/**
 * Defaulters: a defaulter is one overdue open receivable (PENDENTE/PARCIAL past its due date in
 * São Paulo); its id is the receivable's. Collecting it leaves a trail: reminders (an outbox — this
 * server sends no e-mail, so a reminder is recorded with sent_at NULL for a sender to deliver),
 * the contact history, the collection status, and agreements that move the due date.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  AddContact,
  Agreement,
  BulkRemindersResult,
  Defaulter,
  DefaulterListQuery,
  DefaulterReminder,
  DefaulterSort,
  Page,
  UpdateCollectionStatus,
} from '@sge/shared/contract';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../../http/paging';
import { TODAY, formatBrl, today } from '../dates';
import { blankToNull } from '../../../lib/text';
import { ACCOUNT_MESSAGES as M } from '../messages';
import type { CollectionStatus, DB } from '../../../db/schema';
import { isCalendarDate } from '../../../lib/calendar';

type AnyDb = Kysely<DB> | Transaction<DB>;

const isOpen = sql<boolean>`a.status IN ('PENDENTE', 'PARCIAL')`;
const isOverdue = sql<boolean>`(${isOpen} AND a.due_date < ${TODAY})`;
/** What the list may be sorted by (DEFAULTER_SORTS), in SQL. */
const SORTS: SortColumns<DefaulterSort> = {
  dueDate: 'a.due_date',
  daysOverdue: sql`${TODAY} - a.due_date`,
  clientName: 'a.client_name',
  description: 'a.description',
  amount: 'a.amount',
  openAmount: sql`a.amount - coalesce(p.paid, 0)`,
  collectionStatus: sql`coalesce(rc.status, 'EM_ABERTO')`,
  remindersCount: sql`coalesce(rm.n, 0)`,
  lastContactAt: nullable(sql`(SELECT max(contact_date) FROM defaulter_contacts dc WHERE dc.receivable_id = a.id)`),
};
const brDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function createDefaultersRepository(app: FastifyInstance) {
  const db = app.db;

  function baseQuery(executor: AnyDb) {
    const paid = executor
      .selectFrom('account_payments')
      .select(['receivable_id', sql<string>`sum(amount)`.as('paid')])
      .where('receivable_id', 'is not', null)
      .groupBy('receivable_id')
      .as('p');
    const reminders = executor
      .selectFrom('defaulter_reminders')
      .select(['receivable_id', sql<number>`count(*)::int`.as('n'), sql<string>`max(created_at)`.as('last')])
      .groupBy('receivable_id')
      .as('rm');
    return executor
      .selectFrom('accounts_receivable as a')
      .innerJoin('financial_categories as c', 'c.id', 'a.category_id')
      .leftJoin(paid, 'p.receivable_id', 'a.id')
      .leftJoin(reminders, 'rm.receivable_id', 'a.id')
      .leftJoin('receivable_collections as rc', 'rc.receivable_id', 'a.id')
      .select([
        'a.id',
        'a.description',
        'a.client_name as clientName',
        'a.client_document as clientDocument',
        'a.client_email as clientEmail',
        'a.client_phone as clientPhone',
        'c.name as categoryName',
        'a.amount',
        sql<string>`round(coalesce(p.paid, 0), 2)`.as('paidAmount'),
        sql<string>`round((a.amount - coalesce(p.paid, 0)), 2)`.as('openAmount'),
        'a.due_date as dueDate',
        sql<number>`greatest(${TODAY} - a.due_date, 0)`.as('daysOverdue'),
        'a.status as receivableStatus',
        sql<CollectionStatus>`coalesce(rc.status, 'EM_ABERTO')`.as('collectionStatus'),
        'rc.notes as collectionNotes',
        sql<number>`coalesce(rm.n, 0)`.as('remindersCount'),
        'rm.last as lastReminderAt',
        sql<string | null>`(SELECT max(contact_date) FROM defaulter_contacts dc WHERE dc.receivable_id = a.id)`.as('lastContactAt'),
      ]);
  }

  /** Adds each row's contact history (newest first) and agreements. */
  async function withHistory(executor: AnyDb, rows: Array<Omit<Defaulter, 'contacts' | 'agreements'>>): Promise<Defaulter[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const contacts = await executor
      .selectFrom('defaulter_contacts as dc')
      .leftJoin('users as u', 'u.id', 'dc.user_id')
      .select(['dc.id', 'dc.receivable_id as receivableId', 'dc.channel', 'dc.description', 'dc.contact_date as contactDate', 'u.name as userName', 'dc.created_at as createdAt'])
      .where('dc.receivable_id', 'in', ids)
      .orderBy('dc.contact_date', 'desc')
      .orderBy('dc.id', 'desc')
      .execute();
    const agreements = await executor
      .selectFrom('defaulter_agreements as da')
      .leftJoin('users as u', 'u.id', 'da.user_id')
      .select([
        'da.id',
        'da.receivable_id as receivableId',
        'da.previous_due_date as previousDueDate',
        'da.new_due_date as newDueDate',
        'da.notes',
        'u.name as userName',
        'da.created_at as createdAt',
      ])
      .where('da.receivable_id', 'in', ids)
      .orderBy('da.id', 'desc')
      .execute();
    return rows.map((row) => ({
      ...row,
      contacts: contacts.filter((c) => c.receivableId === row.id).map(({ receivableId: _, ...c }) => c),
      agreements: agreements.filter((a) => a.receivableId === row.id).map(({ receivableId: _, ...a }) => a),
    }));
  }

  async function find(executor: AnyDb, id: number): Promise<Defaulter> {
    const row = await baseQuery(executor).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(M.defaulterNotFound);
    return (await withHistory(executor, [row]))[0];
  }

  /** Locks an open receivable (404 when missing, 409 when settled or cancelled, or not overdue when required). */
  async function lockOpen(trx: AnyDb, id: number, { overdue = false } = {}) {
    const row = await trx
      .selectFrom('accounts_receivable as a')
      .select(['a.id', 'a.due_date as dueDate', isOpen.as('open'), isOverdue.as('overdue')])
      .where('a.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(M.defaulterNotFound);
    if (!row.open || (overdue && !row.overdue)) throw conflict(M.notOverdue);
    return row as { id: number; dueDate: string };
  }

  async function setCollectionStatus(trx: AnyDb, id: number, status: CollectionStatus, notes: string | null | undefined, userId: number) {
    await trx
      .insertInto('receivable_collections')
      .values({ receivable_id: id, status, notes: notes ?? null, updated_by: sql`(SELECT id FROM users WHERE id = ${userId})` })
      .onConflict((oc) =>
        oc.column('receivable_id').doUpdateSet({
          status,
          ...(notes === undefined ? {} : { notes }),
          updated_by: sql`excluded.updated_by`,
          updated_at: sql`now()`,
        }),
      )
      .execute();
  }

  async function recordReminder(trx: AnyDb, id: number, message: string | null, userId: number): Promise<DefaulterReminder> {
    const account = await trx
      .selectFrom('accounts_receivable as a')
      .select(['a.client_name as clientName', 'a.client_email as email', 'a.client_phone as phone', 'a.description', 'a.due_date as dueDate'])
      .select(sql<string>`round((a.amount - coalesce((SELECT sum(amount) FROM account_payments WHERE receivable_id = a.id), 0)), 2)`.as('open'))
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    const text =
      message ??
      `Prezado(a) ${account.clientName}, consta em aberto o valor de ${formatBrl(account.open)} referente a "${account.description}", ` +
        `vencido em ${brDate(account.dueDate)}. Por favor, regularize o pagamento ou entre em contato conosco.`;
    const reminder = await trx
      .insertInto('defaulter_reminders')
      .values({
        receivable_id: id,
        recipient: account.email ?? account.phone ?? null,
        message: text,
        user_id: sql`(SELECT id FROM users WHERE id = ${userId})`,
      })
      .returning(['id', 'receivable_id as receivableId', 'recipient', 'message', 'sent_at as sentAt', 'created_at as createdAt'])
      .executeTakeFirstOrThrow();
    const user = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    return { ...reminder, userName: user?.name ?? null };
  }

  return {
    /** One page of the overdue receivables matching the search and filters (issue 14), with their history. */
    async list(query: DefaulterListQuery): Promise<Page<Defaulter>> {
      const search = query.search?.trim();
      const client = query.clientName?.trim();
      const filtered = baseQuery(db)
        .where(isOverdue)
        .$if(Boolean(search), (qb) =>
          qb.where((eb) => {
            const pattern = `%${escapeLike(search!)}%`;
            const digits = search!.replace(/\D/g, '');
            return eb.or([
              eb('a.description', 'ilike', pattern),
              eb('a.client_name', 'ilike', pattern),
              ...(digits ? [eb('a.client_document', 'like', `%${digits}%`)] : []),
            ]);
          }),
        )
        .$if(Boolean(client), (qb) => qb.where('a.client_name', 'ilike', `%${escapeLike(client!)}%`))
        .$if(Boolean(query.collectionStatus), (qb) => qb.where(sql`coalesce(rc.status, 'EM_ABERTO')`, '=', query.collectionStatus!))
        .$if(query.minDaysOverdue !== undefined, (qb) => qb.where(sql`${TODAY} - a.due_date`, '>=', query.minDaysOverdue!));
      const page = await paginate(db, sortBy(filtered, query.sort, SORTS, 'dueDate', 'a.id'), query);
      return { ...page, data: await withHistory(db, page.data) };
    },

    findById: (id: number) => find(db, id),

    /** Records a reminder in the outbox for an overdue receivable. */
    reminder(id: number, message: string | null | undefined, userId: number): Promise<DefaulterReminder> {
      return db.transaction().execute(async (trx) => {
        await lockOpen(trx, id, { overdue: true });
        return recordReminder(trx, id, blankToNull(message), userId);
      });
    },

    /** One reminder per id that is an overdue open receivable; the others come back in `skipped`. */
    bulkReminders(ids: number[], userId: number): Promise<BulkRemindersResult> {
      return db.transaction().execute(async (trx) => {
        const unique = [...new Set(ids)].sort((a, b) => a - b);
        const reminders: DefaulterReminder[] = [];
        const skipped: BulkRemindersResult['skipped'] = [];
        for (const id of unique) {
          try {
            await lockOpen(trx, id, { overdue: true });
          } catch (error) {
            skipped.push({ id, reason: (error as Error).message });
            continue;
          }
          reminders.push(await recordReminder(trx, id, null, userId));
        }
        return { count: reminders.length, reminders, skipped };
      });
    },

    /** Adds to the contact history; a collection still EM_ABERTO becomes CONTATADO. */
    contact(id: number, body: AddContact, userId: number): Promise<Defaulter> {
      return db.transaction().execute(async (trx) => {
        await lockOpen(trx, id);
        const now = await today(trx);
        const contactDate = body.contactDate ?? now;
        if (!isCalendarDate(contactDate)) throw badRequest(M.invalidContactDate);
        if (contactDate > now) throw badRequest(M.futureContactDate);
        const description = body.description.trim();
        if (description.length < 3) throw badRequest(M.shortContactDescription);
        await trx
          .insertInto('defaulter_contacts')
          .values({ receivable_id: id, channel: body.channel, description, contact_date: contactDate, user_id: sql`(SELECT id FROM users WHERE id = ${userId})` })
          .execute();
        const current = await trx.selectFrom('receivable_collections').select('status').where('receivable_id', '=', id).executeTakeFirst();
        if (!current || current.status === 'EM_ABERTO') await setCollectionStatus(trx, id, 'CONTATADO', undefined, userId);
        return find(trx, id);
      });
    },

    status(id: number, body: UpdateCollectionStatus, userId: number): Promise<Defaulter> {
      return db.transaction().execute(async (trx) => {
        await lockOpen(trx, id);
        await setCollectionStatus(trx, id, body.status, body.notes === undefined ? undefined : blankToNull(body.notes), userId);
        return find(trx, id);
      });
    },

    /** Moves the receivable's due date to the agreed one (today or later) and records the agreement. */
    agreement(id: number, body: Agreement, userId: number): Promise<Defaulter> {
      return db.transaction().execute(async (trx) => {
        const account = await lockOpen(trx, id);
        if (!isCalendarDate(body.newDueDate)) throw badRequest(M.invalidAgreementDate);
        if (body.newDueDate < (await today(trx))) throw badRequest(M.agreementDateInPast);
        await trx
          .insertInto('defaulter_agreements')
          .values({
            receivable_id: id,
            previous_due_date: account.dueDate,
            new_due_date: body.newDueDate,
            notes: blankToNull(body.notes),
            user_id: sql`(SELECT id FROM users WHERE id = ${userId})`,
          })
          .execute();
        await trx.updateTable('accounts_receivable').set({ due_date: body.newDueDate, updated_at: sql`now()` }).where('id', '=', id).execute();
        await setCollectionStatus(trx, id, 'ACORDO_FIRMADO', undefined, userId);
        return find(trx, id);
      });
    },
  };
}

export type DefaultersRepository = ReturnType<typeof createDefaultersRepository>;
