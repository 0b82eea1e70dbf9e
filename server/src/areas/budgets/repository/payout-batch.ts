/**
 * The PIX payout batch ('Lote de pagamento PIX'): the open (pending or approved) payment requests
 * of an event, or of a selection, one line per person summing their days, each with the whole PIX
 * key, the amount, a txid naming the batch and the person, and the static BR Code. A person without
 * a key stays in the batch as 'Sem chave PIX', with no code (paid by another method); a day whose
 * amount is zero or above its pay rate leaves its person's line without a code, with the reason.
 * 'Marcar lote como pago' is the bulk pay of `paymentRequestIds`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  PAYOUT_BATCH_MESSAGES as MSG,
  type PayoutBatch,
  type PayoutBatchLine,
  type PayoutBatchQuery,
  type PixKeyType,
} from '@sge/shared/contract';
import { badRequest, notFound } from '../../../http/errors';
import type { SpreadsheetSheet } from '../../../http/spreadsheet';
import { EVENT_MESSAGES } from '../../events/messages';
import { staticBrCode } from '../brcode';

/** The receiver's city in the code: the company's (employees have no city on record). */
export const PAYOUT_CITY = 'SAO PAULO';

interface DayRow {
  paymentRequestId: number;
  status: 'PENDING' | 'APPROVED';
  amount: string;
  payRate: string;
  eventName: string;
  eventDay: string;
  employeeId: number;
  employeeName: string;
  cpf: string;
  pixKey: string | null;
  pixKeyType: PixKeyType | null;
}

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const money = (c: number): string => (c / 100).toFixed(2);

/** 'E<event>' for an event's batch; 'S<hash of the ids>' for a selection. */
function batchIdOf(query: PayoutBatchQuery, ids: number[]): string {
  if (query.eventId !== undefined) return `E${query.eventId}`;
  return `S${createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 8).toUpperCase()}`;
}

export function createPayoutBatch(app: FastifyInstance) {
  const { db } = app;
  return {
    async read(query: PayoutBatchQuery): Promise<PayoutBatch> {
      if ((query.eventId === undefined) === (query.ids === undefined)) throw badRequest(MSG.selectionRequired);
      const ids = query.ids ? [...new Set(query.ids.split(',').map(Number))].sort((a, b) => a - b) : [];
      let eventName: string | null = null;
      if (query.eventId !== undefined) {
        const event = await db.selectFrom('events').select('name').where('id', '=', query.eventId).executeTakeFirst();
        if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
        eventName = event.name;
      }
      const { rows } = await sql<DayRow>`
        SELECT pr.id AS "paymentRequestId", pr.status, pr.amount, ee.pay_rate AS "payRate", ev.name AS "eventName",
               ee.event_day AS "eventDay", e.id AS "employeeId", e.name AS "employeeName", e.cpf,
               e.pix_key AS "pixKey", e.pix_key_type AS "pixKeyType"
        FROM payment_requests pr
        JOIN event_employees ee ON ee.id = pr.event_employee_id
        JOIN events ev ON ev.id = ee.event_id
        JOIN employees e ON e.id = ee.employee_id
        WHERE pr.status IN ('PENDING', 'APPROVED')
          AND ${query.eventId !== undefined ? sql`ee.event_id = ${query.eventId}` : sql`pr.id = ANY(${ids}::bigint[])`}
        ORDER BY e.name, e.id, ee.event_day, pr.id`.execute(db);

      const batchId = batchIdOf(query, ids);
      const lines: PayoutBatchLine[] = [];
      let total = 0;
      for (const row of rows) {
        let line = lines.at(-1);
        if (!line || line.employeeId !== row.employeeId) {
          line = {
            employeeId: row.employeeId,
            employeeName: row.employeeName,
            cpf: row.cpf,
            pixKey: row.pixKey,
            pixKeyType: row.pixKeyType,
            amount: '0.00',
            days: [],
            txid: `SGE${batchId}P${row.employeeId}`.slice(0, 25),
            brCode: null,
            problem: row.pixKey ? null : MSG.noPixKey,
          };
          lines.push(line);
        }
        line.days.push({ paymentRequestId: row.paymentRequestId, eventName: row.eventName, eventDay: row.eventDay, amount: row.amount, status: row.status });
        line.amount = money(cents(line.amount) + cents(row.amount));
        if (cents(row.amount) <= 0) line.problem = MSG.zeroAmount;
        else if (cents(row.amount) > cents(row.payRate)) line.problem = MSG.aboveRate(row.payRate);
      }
      for (const line of lines) {
        total += cents(line.amount);
        if (!line.problem && line.pixKey && line.pixKeyType) {
          line.brCode = staticBrCode({
            key: line.pixKey,
            keyType: line.pixKeyType,
            amount: line.amount,
            receiverName: line.employeeName,
            receiverCity: PAYOUT_CITY,
            txid: line.txid,
          });
        }
      }
      return {
        batchId,
        eventId: query.eventId ?? null,
        eventName,
        lines,
        total: money(total),
        paymentRequestIds: rows.map((r) => r.paymentRequestId).sort((a, b) => a - b),
      };
    },
  };
}

export type PayoutBatchReader = ReturnType<typeof createPayoutBatch>;

const ptDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const KEY_TYPE_NAMES: Record<PixKeyType, string> = { CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', PHONE: 'Telefone', EVP: 'Chave aleatória' };

/** The batch as the export writes it (text cells neutralised by the spreadsheet writer). */
export function batchSheet(batch: PayoutBatch): SpreadsheetSheet<PayoutBatchLine> {
  return {
    name: 'Lote de pagamento PIX',
    columns: [
      { header: 'Nome', value: (l) => l.employeeName, width: 32 },
      { header: 'CPF', value: (l) => l.cpf, width: 14 },
      { header: 'Tipo de chave', value: (l) => (l.pixKeyType ? KEY_TYPE_NAMES[l.pixKeyType] : MSG.noPixKey), width: 16 },
      { header: 'Chave PIX', value: (l) => l.pixKey ?? '', width: 36 },
      { header: 'Valor', value: (l) => l.amount, type: 'money', width: 14 },
      { header: 'txid', value: (l) => l.txid, width: 22 },
      { header: 'Dias', value: (l) => l.days.map((d) => ptDay(d.eventDay)).join(', '), width: 30 },
      { header: 'Observação', value: (l) => l.problem ?? '', width: 30 },
    ],
    rows: batch.lines,
  };
}
