/**
 * Inventory figures: the overview, stock position and value, movements by period and type, usage
 * and losses per event, and their spreadsheet exports. Every money total is summed in SQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  EVENT_USAGE_PAGE_SIZE,
  INVENTORY_ITEM_TYPE_LABELS,
  INVENTORY_TRANSACTION_TYPE_LABELS,
  INVENTORY_TRANSACTION_TYPES,
  type EventInventoryBalance,
  type EventItemBalance,
  type EventUsageReport,
  type EventUsageReportQuery,
  type InventoryExportQuery,
  type InventoryItem,
  type InventoryOverview,
  type InventoryTransaction,
  type MovementsReport,
  type MovementsReportQuery,
  type StockReport,
  type StockReportQuery,
} from '@sge/shared/contract';
import { pageWindow } from '../../http/paging';
import type { SpreadsheetSheet } from '../../http/spreadsheet';
import { assertPeriod } from './input';
import { addDays, todayInCompanyZone } from '../../lib/calendar';
import { blankToNull } from '../../lib/text';
import { EVENT_OUTSTANDING, eventBalances, listAllItems, listAllTransactions, sumBalances } from './repository';

const RECENT_MOVEMENTS = 8;
/** Days the movements report covers when no period is given. */
const DEFAULT_PERIOD_DAYS = 30;
/** Longer periods are grouped by month unless groupBy says otherwise. */
const DAILY_UP_TO_DAYS = 62;

const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export function createReports(app: FastifyInstance) {
  const { db } = app;

  async function overview(): Promise<InventoryOverview> {
    const { rows } = await sql<InventoryOverview['totals']>`
      SELECT count(*) FILTER (WHERE i.active)::int AS items,
             count(*) FILTER (WHERE i.active AND i.type = 'EQUIPMENT')::int AS equipment,
             count(*) FILTER (WHERE i.active AND i.type = 'CONSUMABLE')::int AS consumables,
             coalesce(sum(i.quantity) FILTER (WHERE i.active), 0)::int AS units,
             round(coalesce(sum(i.quantity * i.unit_cost) FILTER (WHERE i.active), 0), 2)::text AS "stockValue",
             count(*) FILTER (WHERE i.active AND i.quantity < i.minimum_stock)::int AS "lowStock",
             (SELECT coalesce(sum(CASE t.type WHEN 'EXIT' THEN t.quantity WHEN 'RETURN' THEN -(t.quantity + t.lost) ELSE 0 END), 0)::int
                FROM inventory_transactions t WHERE t.event_id IS NOT NULL) AS "atEvents",
             count(*) FILTER (WHERE NOT i.active)::int AS inactive
      FROM inventory_items i`.execute(db);
    const lowStock = await listAllItems(db, { active: true, lowStock: true });
    const recentTransactions = await listAllTransactions(db, {}, RECENT_MOVEMENTS);
    return { totals: rows[0], lowStock, recentTransactions };
  }

  async function stock(query: StockReportQuery): Promise<StockReport> {
    const items = await listAllItems(db, {
      type: query.type,
      category: query.category,
      ...(query.includeInactive ? {} : { active: true }),
    });
    const active = query.includeInactive ? null : true;
    const category = blankToNull(query.category);
    const { rows } = await sql<StockReport['byCategory'][number]>`
      SELECT i.category, count(*)::int AS items, sum(i.quantity)::int AS units,
             round(sum(i.quantity * i.unit_cost), 2)::text AS value,
             count(*) FILTER (WHERE i.quantity < i.minimum_stock)::int AS "lowStock"
      FROM inventory_items i
      WHERE (${active}::boolean IS NULL OR i.active = ${active})
        AND (${query.type ?? null}::text IS NULL OR i.type = ${query.type ?? null})
        AND (${category}::text IS NULL OR lower(i.category) = lower(${category}))
      GROUP BY i.category
      ORDER BY sum(i.quantity * i.unit_cost) DESC, i.category`.execute(db);
    const { rows: totals } = await sql<{ value: string }>`
      SELECT round(coalesce(sum(i.quantity * i.unit_cost), 0), 2)::text AS value
      FROM inventory_items i
      WHERE (${active}::boolean IS NULL OR i.active = ${active})
        AND (${query.type ?? null}::text IS NULL OR i.type = ${query.type ?? null})
        AND (${category}::text IS NULL OR lower(i.category) = lower(${category}))`.execute(db);
    return {
      items,
      byCategory: rows,
      totals: {
        items: items.length,
        units: items.reduce((acc, item) => acc + item.quantity, 0),
        value: totals[0].value,
        lowStock: items.filter((item) => item.lowStock).length,
      },
    };
  }

  /** Totals by type and by day or month; the movements themselves are the paged ledger's (and the export's). */
  async function movements(query: MovementsReportQuery): Promise<MovementsReport> {
    assertPeriod(query.from, query.to);
    const to = query.to ?? (query.from && query.from > todayInCompanyZone() ? query.from : todayInCompanyZone());
    const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
    assertPeriod(from, to);
    const groupBy = query.groupBy ?? (daysBetween(from, to) <= DAILY_UP_TO_DAYS ? 'day' : 'month');
    const format = groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    const itemId = query.itemId ?? null;
    const type = query.type ?? null;
    const where = sql`t.date BETWEEN ${from}::date AND ${to}::date
      AND (${itemId}::bigint IS NULL OR t.item_id = ${itemId})
      AND (${type}::text IS NULL OR t.type = ${type})`;

    const { rows: byType } = await sql<MovementsReport['byType'][number]>`
      SELECT t.type, count(*)::int AS count, sum(abs(t.quantity))::int AS units,
             round(sum(abs(t.quantity) * t.unit_cost), 2)::text AS value
      FROM inventory_transactions t
      WHERE ${where}
      GROUP BY t.type`.execute(db);
    const order = (t: string) => INVENTORY_TRANSACTION_TYPES.indexOf(t as (typeof INVENTORY_TRANSACTION_TYPES)[number]);
    byType.sort((a, b) => order(a.type) - order(b.type));

    const { rows: byPeriod } = await sql<MovementsReport['byPeriod'][number]>`
      SELECT to_char(t.date, ${format}) AS period,
             coalesce(sum(t.quantity) FILTER (WHERE t.type = 'ENTRY'), 0)::int AS "ENTRY",
             coalesce(sum(t.quantity) FILTER (WHERE t.type = 'EXIT'), 0)::int AS "EXIT",
             coalesce(sum(t.quantity) FILTER (WHERE t.type = 'RETURN'), 0)::int AS "RETURN",
             coalesce(sum(abs(t.quantity)) FILTER (WHERE t.type = 'ADJUSTMENT'), 0)::int AS "ADJUSTMENT",
             coalesce(sum(t.quantity) FILTER (WHERE t.type = 'LOSS'), 0)::int AS "LOSS"
      FROM inventory_transactions t
      WHERE ${where}
      GROUP BY 1
      ORDER BY 1`.execute(db);

    return { from, to, groupBy, byType, byPeriod };
  }

  /**
   * The events of the usage report, newest first movement first: an event is reported when any of
   * its movements falls in the period, and its balance counts them all. With a window, only that
   * page of them.
   */
  async function usageEvents(query: EventUsageReportQuery, window?: { pageSize: number; offset: number }): Promise<EventInventoryBalance[]> {
    const { rows: events } = await sql<{ eventId: number; eventName: string; isFinalized: boolean; firstMovement: string }>`
      SELECT e.id AS "eventId", e.name AS "eventName", e.is_finalized AS "isFinalized", min(t.date)::text AS "firstMovement"
      FROM events e
      JOIN inventory_transactions t ON t.event_id = e.id
      WHERE ${usageEventFilter(query)}
      GROUP BY e.id
      ORDER BY min(t.date) DESC, e.id DESC
      ${window ? sql`LIMIT ${window.pageSize} OFFSET ${window.offset}` : sql``}`.execute(db);
    const balances = await eventBalances(db, events.map((event) => event.eventId));
    return events.map((event) => {
      const figures = balances.events.get(event.eventId);
      const items = figures?.items ?? [];
      return { ...event, items, totals: sumBalances(items, figures?.lossValue ?? '0.00') };
    });
  }

  /** The events the usage report covers (see {@link usageEvents}), as a condition on `e`. */
  function usageEventFilter(query: EventUsageReportQuery) {
    const from = query.from ?? null;
    const to = query.to ?? null;
    const eventId = query.eventId ?? null;
    return sql`(${eventId}::bigint IS NULL OR e.id = ${eventId})
        AND EXISTS (
          SELECT 1 FROM inventory_transactions p
          WHERE p.event_id = e.id
            AND (${from}::date IS NULL OR p.date >= ${from}::date)
            AND (${to}::date IS NULL OR p.date <= ${to}::date))`;
  }

  /**
   * The usage report's page of events, and the totals of every event of the period (one pass over
   * their movements: the sums are linear, so they equal the sums of each event's item balances).
   */
  async function eventUsage(query: EventUsageReportQuery): Promise<EventUsageReport> {
    assertPeriod(query.from, query.to);
    const { page, pageSize, offset } = pageWindow({ page: query.page, pageSize: query.pageSize ?? EVENT_USAGE_PAGE_SIZE });
    const [events, { rows }] = await Promise.all([
      usageEvents(query, { pageSize, offset }),
      sql<{ events: string; sent: string; returned: string; damaged: string; lost: string; otherLosses: string; outstanding: string; lossValue: string }>`
        WITH reported AS (SELECT e.id FROM events e WHERE ${usageEventFilter(query)})
        SELECT (SELECT count(*) FROM reported)::text AS events,
               coalesce(sum(CASE WHEN t.type = 'EXIT' THEN t.quantity ELSE 0 END), 0)::text AS sent,
               coalesce(sum(CASE WHEN t.type = 'RETURN' THEN t.quantity ELSE 0 END), 0)::text AS returned,
               coalesce(sum(t.damaged), 0)::text AS damaged,
               coalesce(sum(t.lost), 0)::text AS lost,
               coalesce(sum(CASE WHEN t.type = 'LOSS' THEN t.quantity ELSE 0 END), 0)::text AS "otherLosses",
               coalesce(sum(${EVENT_OUTSTANDING}), 0)::text AS outstanding,
               round(coalesce(round(sum(CASE WHEN t.type = 'RETURN' THEN (t.damaged + t.lost) * t.unit_cost
                                       WHEN t.type = 'LOSS' THEN t.quantity * t.unit_cost
                                       ELSE 0 END), 2), 0), 2)::text AS "lossValue"
        FROM inventory_transactions t
        WHERE t.event_id IN (SELECT id FROM reported)`.execute(db),
    ]);
    const sums = rows[0]!;
    return {
      events,
      totals: {
        sent: Number(sums.sent),
        returned: Number(sums.returned),
        damaged: Number(sums.damaged),
        lost: Number(sums.lost),
        otherLosses: Number(sums.otherLosses),
        outstanding: Number(sums.outstanding),
        lossValue: sums.lossValue,
      },
      meta: { total: Number(sums.events), page, pageSize },
    };
  }

  /** The sheets of an export (the same figures as the screens). */
  async function exportSheets(query: InventoryExportQuery): Promise<{ basename: string; sheets: SpreadsheetSheet<number>[] }> {
    const period = (from: string, to: string) => `${from}_${to}`;
    switch (query.report) {
      case 'stock': {
        const report = await stock({ type: query.type });
        return { basename: `estoque-${todayInCompanyZone()}`, sheets: [sheet('Posição de estoque', STOCK_COLUMNS, report.items)] };
      }
      case 'low-stock': {
        const items = await listAllItems(db, { active: true, lowStock: true, type: query.type });
        return { basename: `estoque-abaixo-do-minimo-${todayInCompanyZone()}`, sheets: [sheet('Abaixo do mínimo', LOW_STOCK_COLUMNS, items)] };
      }
      case 'movements': {
        const report = await movements({ from: query.from, to: query.to });
        // Every movement of the period (no cap), as the totals count them.
        const transactions = await listAllTransactions(db, { from: report.from, to: report.to });
        return {
          basename: `movimentacoes-${period(report.from, report.to)}`,
          sheets: [
            sheet('Movimentações', MOVEMENT_COLUMNS, transactions),
            sheet('Por tipo', BY_TYPE_COLUMNS, report.byType),
          ],
        };
      }
      case 'event-usage': {
        assertPeriod(query.from, query.to);
        const events = await usageEvents({ from: query.from, to: query.to, eventId: query.eventId });
        const rows = events.flatMap((event) => event.items.map((item) => ({ ...item, eventName: event.eventName })));
        return {
          basename: query.from || query.to ? `uso-por-evento-${period(query.from ?? 'inicio', query.to ?? 'hoje')}` : 'uso-por-evento',
          sheets: [sheet('Uso por evento', EVENT_USAGE_COLUMNS, rows)],
        };
      }
    }
  }

  return { overview, stock, movements, eventUsage, exportSheets };
}

export type InventoryReports = ReturnType<typeof createReports>;

/**
 * Erases the row type, so sheets of different rows travel in one array: the sheet's rows become
 * their positions, and each column reads the row at its position.
 */
const sheet = <Row>(name: string, columns: SpreadsheetSheet<Row>['columns'], rows: readonly Row[]): SpreadsheetSheet<number> => ({
  name,
  columns: columns.map((column) => ({ ...column, value: (i: number) => column.value(rows[i]) })),
  rows: rows.map((_, i) => i),
});

const STOCK_COLUMNS: SpreadsheetSheet<InventoryItem>['columns'] = [
  { header: 'SKU', value: (i) => i.sku },
  { header: 'Item', value: (i) => i.name, width: 32 },
  { header: 'Categoria', value: (i) => i.category, width: 18 },
  { header: 'Tipo', value: (i) => INVENTORY_ITEM_TYPE_LABELS[i.type] },
  { header: 'Unidade', value: (i) => i.unit },
  { header: 'Quantidade', value: (i) => i.quantity, type: 'number' },
  { header: 'Estoque mínimo', value: (i) => i.minimumStock, type: 'number' },
  { header: 'Em eventos', value: (i) => i.atEvents, type: 'number' },
  { header: 'Custo unitário', value: (i) => i.unitCost, type: 'money' },
  { header: 'Valor total', value: (i) => i.totalValue, type: 'money' },
  { header: 'Localização', value: (i) => i.location, width: 20 },
  { header: 'Situação', value: (i) => (i.lowStock ? 'Abaixo do mínimo' : 'OK') },
];

const LOW_STOCK_COLUMNS: SpreadsheetSheet<InventoryItem>['columns'] = [
  { header: 'SKU', value: (i) => i.sku },
  { header: 'Item', value: (i) => i.name, width: 32 },
  { header: 'Categoria', value: (i) => i.category, width: 18 },
  { header: 'Unidade', value: (i) => i.unit },
  { header: 'Quantidade', value: (i) => i.quantity, type: 'number' },
  { header: 'Estoque mínimo', value: (i) => i.minimumStock, type: 'number' },
  { header: 'Faltam', value: (i) => i.minimumStock - i.quantity, type: 'number' },
  { header: 'Custo unitário', value: (i) => i.unitCost, type: 'money' },
  { header: 'Localização', value: (i) => i.location, width: 20 },
];

const MOVEMENT_COLUMNS: SpreadsheetSheet<InventoryTransaction>['columns'] = [
  { header: 'Data', value: (t) => t.date, type: 'date' },
  { header: 'Tipo', value: (t) => INVENTORY_TRANSACTION_TYPE_LABELS[t.type], width: 20 },
  { header: 'SKU', value: (t) => t.itemSku },
  { header: 'Item', value: (t) => t.itemName, width: 32 },
  { header: 'Quantidade', value: (t) => t.quantity, type: 'number' },
  { header: 'Avariados', value: (t) => t.damaged, type: 'number' },
  { header: 'Perdidos', value: (t) => t.lost, type: 'number' },
  { header: 'Variação no estoque', value: (t) => t.stockChange, type: 'number' },
  { header: 'Estoque após', value: (t) => t.stockAfter, type: 'number' },
  { header: 'Custo unitário', value: (t) => t.unitCost, type: 'money' },
  { header: 'Evento', value: (t) => t.eventName, width: 28 },
  { header: 'Motivo', value: (t) => t.reason, width: 24 },
  { header: 'Observação', value: (t) => t.note, width: 24 },
  { header: 'Usuário', value: (t) => t.userName, width: 20 },
];

const BY_TYPE_COLUMNS: SpreadsheetSheet<MovementsReport['byType'][number]>['columns'] = [
  { header: 'Tipo', value: (r) => INVENTORY_TRANSACTION_TYPE_LABELS[r.type], width: 20 },
  { header: 'Movimentações', value: (r) => r.count, type: 'number' },
  { header: 'Unidades', value: (r) => r.units, type: 'number' },
  { header: 'Valor', value: (r) => r.value, type: 'money' },
];

const EVENT_USAGE_COLUMNS: SpreadsheetSheet<EventItemBalance & { eventName: string }>['columns'] = [
  { header: 'Evento', value: (r) => r.eventName, width: 28 },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Item', value: (r) => r.itemName, width: 32 },
  { header: 'Unidade', value: (r) => r.unit },
  { header: 'Enviados', value: (r) => r.sent, type: 'number' },
  { header: 'Devolvidos', value: (r) => r.returned, type: 'number' },
  { header: 'Avariados', value: (r) => r.damaged, type: 'number' },
  { header: 'Perdidos', value: (r) => r.lost, type: 'number' },
  { header: 'Outras perdas', value: (r) => r.otherLosses, type: 'number' },
  { header: 'Não devolvidos', value: (r) => r.outstanding, type: 'number' },
  { header: 'Valor das perdas', value: (r) => r.lossValue, type: 'money' },
];
