/**
 * The SQL of the financial reports. Every figure is summed by PostgreSQL as NUMERIC and read back as
 * a decimal string (pg-types.ts): no amount is ever added up in JavaScript. The meaning of each
 * figure is documented in @sge/shared/contract/financial-reports.ts; in short:
 * - accrual: non-cancelled receivables (revenue) and payables (expense) by due date;
 * - realized: the payments ledger by payment date, payments of cancelled accounts left out;
 * - forecast: the open balance of PENDENTE/PARCIAL accounts by due date.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type {
  CashFlowReport,
  CashFlowRow,
  CashFlowTrendPoint,
  CashFlowTrendReport,
  CategoryBreakdownReport,
  CategoryBreakdownRow,
  CategoryType,
  FinancialDashboard,
  FinancialKpis,
  MonthlyComparisonReport,
  MonthlyComparisonRow,
  ProfitabilityReport,
  ProfitabilityRow,
  ReportGroupBy,
  ReportPeriod,
  RevenueExpensePoint,
  RevenueExpenseReport,
} from '@sge/shared/contract';
import { addDays } from '../../lib/calendar';

export type GroupedPeriod = ReportPeriod & { groupBy: ReportGroupBy };

const money = (expression: RawBuilder<unknown>) => sql<string>`round((${expression}), 2)`;

/**
 * The buckets of a period: one row per day, ISO week or month touched by [start, end], with the
 * bucket's key and its dates clipped to the period.
 */
function bucketsCte(period: GroupedPeriod): RawBuilder<unknown> {
  const unit = sql.lit(period.groupBy);
  const step = sql.lit(`1 ${period.groupBy}`);
  const keyFormat = sql.lit(period.groupBy === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
  return sql`buckets AS (
    SELECT g::date AS bucket,
           to_char(g, ${keyFormat}) AS key,
           greatest(g::date, ${period.startDate}::date) AS start_date,
           least((g + ${step}::interval - interval '1 day')::date, ${period.endDate}::date) AS end_date
    FROM generate_series(date_trunc(${unit}, ${period.startDate}::date::timestamp), ${period.endDate}::date::timestamp, ${step}::interval) AS g
  )`;
}

/**
 * The bucket a date falls in: the first day of its day, ISO week (Monday) or month, as the
 * `bucket` column of {@link bucketsCte}. The date is cast to a plain timestamp, so no time zone
 * moves it across a month's edge. Grouping rows by it once replaces joining every row against every
 * bucket by range (five years by month: 61 buckets × every account).
 */
function bucketOf(period: GroupedPeriod, column: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`date_trunc(${sql.lit(period.groupBy)}, (${column})::timestamp)::date`;
}

/**
 * Payments of non-cancelled accounts: (payment_date, amount, incoming). Each payment belongs to
 * exactly one existing account (CHECK account_payments_one_account and the foreign keys), so leaving
 * out the payments of the few cancelled accounts is the same as keeping those of live ones, and
 * reads only the cancelled accounts (status index) instead of hashing every account.
 */
const livePaymentsCte = sql`live_payments AS (
  SELECT p.payment_date, p.amount, (p.receivable_id IS NOT NULL) AS incoming
  FROM account_payments p
  WHERE NOT EXISTS (SELECT 1 FROM accounts_receivable ar WHERE ar.id = p.receivable_id AND ar.status = 'CANCELADO')
    AND NOT EXISTS (SELECT 1 FROM accounts_payable ap WHERE ap.id = p.payable_id AND ap.status = 'CANCELADO')
)`;

/** Non-cancelled accounts by due date: (due_date, amount, incoming, category_id). */
const accrualCte = sql`accrual AS (
  SELECT due_date, amount, true AS incoming, category_id FROM accounts_receivable WHERE status <> 'CANCELADO'
  UNION ALL
  SELECT due_date, amount, false AS incoming, category_id FROM accounts_payable WHERE status <> 'CANCELADO'
)`;

/** Open accounts with what is still open of each: (due_date, open, incoming). */
const openAccountsCte = sql`open_accounts AS (
  SELECT a.due_date, greatest(a.amount - COALESCE((SELECT SUM(p.amount) FROM account_payments p WHERE p.receivable_id = a.id), 0), 0) AS open, true AS incoming
  FROM accounts_receivable a WHERE a.status IN ('PENDENTE', 'PARCIAL')
  UNION ALL
  SELECT a.due_date, greatest(a.amount - COALESCE((SELECT SUM(p.amount) FROM account_payments p WHERE p.payable_id = a.id), 0), 0) AS open, false AS incoming
  FROM accounts_payable a WHERE a.status IN ('PENDENTE', 'PARCIAL')
)`;

const sumIf = (condition: RawBuilder<unknown>, value: RawBuilder<unknown>) =>
  sql`COALESCE(SUM(CASE WHEN ${condition} THEN ${value} END), 0)`;

/** Prefix of the columns that carry a report's totals on every row (read from the first, then dropped). */
const TOTAL = '__total_';

/** A window sum of a column of the rows, as money: `COALESCE(SUM(r.col) OVER (), 0)`. */
const sumOver = (column: string) => money(sql`COALESCE(SUM(r.${sql.ref(column)}) OVER (), 0)`);

const percent = (part: RawBuilder<unknown>, whole: RawBuilder<unknown>) =>
  sql<string | null>`round((${part}) * 100 / NULLIF(${whole}, 0), 2)`;

export function createFinancialReportsRepository(app: FastifyInstance) {
  const { db } = app;

  async function first<T>(query: RawBuilder<T>): Promise<T> {
    const { rows } = await query.execute(db);
    return rows[0];
  }

  /**
   * Runs a report's rows once and reads its totals from the same statement: each `totals` entry is
   * an expression over the rows `r` (a window aggregate), and any column the rows name `__total_x`
   * is a total too. `empty` answers when there are no rows.
   */
  async function withTotals<Row, Totals extends object>(
    rows: RawBuilder<Row>,
    totals: Record<string, RawBuilder<unknown>>,
    order: RawBuilder<unknown>,
    empty: Totals,
  ): Promise<{ rows: Row[]; totals: Totals }> {
    const entries = Object.entries(totals);
    const { rows: found } = await sql<Record<string, unknown>>`
      SELECT r.*${entries.length ? sql`, ${sql.join(entries.map(([key, expression]) => sql`${expression} AS ${sql.ref(TOTAL + key)}`))}` : sql``}
      FROM (${rows}) AS r
      ORDER BY ${order}`.execute(db);
    const picked: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
    if (found.length > 0) {
      for (const [key, value] of Object.entries(found[0])) if (key.startsWith(TOTAL)) picked[key.slice(TOTAL.length)] = value;
    }
    const clean = found.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith(TOTAL))) as Row);
    return { rows: clean, totals: picked as Totals };
  }

  function revenueExpenseRows(period: GroupedPeriod): RawBuilder<RevenueExpensePoint> {
    const revenue = sql`COALESCE(x.revenue, 0)`;
    const expense = sql`COALESCE(x.expense, 0)`;
    return sql<RevenueExpensePoint>`
      WITH ${bucketsCte(period)}, ${accrualCte},
      per_bucket AS (
        SELECT ${bucketOf(period, sql`a.due_date`)} AS bucket,
               SUM(CASE WHEN a.incoming THEN a.amount END) AS revenue,
               SUM(CASE WHEN NOT a.incoming THEN a.amount END) AS expense
        FROM accrual a
        WHERE a.due_date BETWEEN ${period.startDate}::date AND ${period.endDate}::date
        GROUP BY 1
      )
      SELECT b.key AS period, b.start_date AS "startDate", b.end_date AS "endDate",
             ${money(revenue)} AS revenue,
             ${money(expense)} AS expense,
             ${money(sql`${revenue} - ${expense}`)} AS result
      FROM buckets b
      LEFT JOIN per_bucket x ON x.bucket = b.bucket
      ORDER BY b.bucket`;
  }

  async function revenueExpense(period: GroupedPeriod): Promise<RevenueExpenseReport> {
    const { rows: points, totals } = await withTotals(
      revenueExpenseRows(period),
      { revenue: sumOver('revenue'), expense: sumOver('expense'), result: sumOver('result') },
      sql`r."startDate"`,
      { revenue: '0.00', expense: '0.00', result: '0.00' },
    );
    return { period, points, totals };
  }

  function cashFlowTrendRows(period: GroupedPeriod): RawBuilder<CashFlowTrendPoint> {
    const inflow = sumIf(sql`p.incoming`, sql`p.amount`);
    const outflow = sumIf(sql`NOT p.incoming`, sql`p.amount`);
    return sql<CashFlowTrendPoint>`
      WITH ${bucketsCte(period)}, ${livePaymentsCte},
      opening AS (
        SELECT COALESCE(SUM(CASE WHEN incoming THEN amount ELSE -amount END), 0) AS v
        FROM live_payments WHERE payment_date < ${period.startDate}::date
      ),
      paid AS (
        SELECT ${bucketOf(period, sql`p.payment_date`)} AS bucket, ${inflow} AS inflow, ${outflow} AS outflow
        FROM live_payments p
        WHERE p.payment_date BETWEEN ${period.startDate}::date AND ${period.endDate}::date
        GROUP BY 1
      ),
      per_bucket AS (
        SELECT b.bucket, b.key, b.start_date, b.end_date, COALESCE(x.inflow, 0) AS inflow, COALESCE(x.outflow, 0) AS outflow
        FROM buckets b
        LEFT JOIN paid x ON x.bucket = b.bucket
      )
      SELECT pb.key AS period, pb.start_date AS "startDate", pb.end_date AS "endDate",
             ${money(sql`pb.inflow`)} AS inflow,
             ${money(sql`pb.outflow`)} AS outflow,
             ${money(sql`pb.inflow - pb.outflow`)} AS net,
             ${money(sql`o.v + SUM(pb.inflow - pb.outflow) OVER (ORDER BY pb.bucket)`)} AS balance,
             ${money(sql`o.v`)} AS ${sql.ref(`${TOTAL}openingBalance`)}
      FROM per_bucket pb CROSS JOIN opening o
      ORDER BY pb.bucket`;
  }

  async function cashFlowTrend(period: GroupedPeriod): Promise<CashFlowTrendReport> {
    const { rows: points, totals } = await withTotals(
      cashFlowTrendRows(period),
      { inflow: sumOver('inflow'), outflow: sumOver('outflow'), net: sumOver('net') },
      sql`r."startDate"`,
      { inflow: '0.00', outflow: '0.00', net: '0.00', openingBalance: '0.00' },
    );
    const { openingBalance, ...sums } = totals;
    return { period, openingBalance, points, totals: sums, closingBalance: points[points.length - 1].balance };
  }

  function cashFlowRows(period: GroupedPeriod, today: string): RawBuilder<CashFlowRow> {
    return sql<CashFlowRow>`
      WITH ${bucketsCte(period)}, ${livePaymentsCte}, ${openAccountsCte},
      opening AS (
        SELECT COALESCE(SUM(CASE WHEN incoming THEN amount ELSE -amount END), 0) AS v
        FROM live_payments WHERE payment_date < ${period.startDate}::date
      ),
      realized_sums AS (
        SELECT ${bucketOf(period, sql`p.payment_date`)} AS bucket, ${sumIf(sql`p.incoming`, sql`p.amount`)} AS ri, ${sumIf(sql`NOT p.incoming`, sql`p.amount`)} AS ro
        FROM live_payments p
        WHERE p.payment_date BETWEEN ${period.startDate}::date AND ${period.endDate}::date
        GROUP BY 1
      ),
      forecast_sums AS (
        SELECT ${bucketOf(period, sql`a.due_date`)} AS bucket, ${sumIf(sql`a.incoming`, sql`a.open`)} AS fi, ${sumIf(sql`NOT a.incoming`, sql`a.open`)} AS fo
        FROM open_accounts a
        WHERE a.due_date BETWEEN ${period.startDate}::date AND ${period.endDate}::date
        GROUP BY 1
      ),
      realized AS (
        SELECT b.bucket, COALESCE(x.ri, 0) AS ri, COALESCE(x.ro, 0) AS ro
        FROM buckets b LEFT JOIN realized_sums x ON x.bucket = b.bucket
      ),
      forecast AS (
        SELECT b.bucket, COALESCE(x.fi, 0) AS fi, COALESCE(x.fo, 0) AS fo
        FROM buckets b LEFT JOIN forecast_sums x ON x.bucket = b.bucket
      ),
      overdue AS (
        SELECT ${sumIf(sql`incoming`, sql`open`)} AS oi, ${sumIf(sql`NOT incoming`, sql`open`)} AS oo
        FROM open_accounts
        WHERE due_date BETWEEN ${period.startDate}::date AND ${period.endDate}::date AND due_date < ${today}::date
      )
      SELECT b.key AS period, b.start_date AS "startDate", b.end_date AS "endDate",
             ${money(sql`r.ri`)} AS "realizedInflow",
             ${money(sql`r.ro`)} AS "realizedOutflow",
             ${money(sql`f.fi`)} AS "forecastInflow",
             ${money(sql`f.fo`)} AS "forecastOutflow",
             ${money(sql`r.ri - r.ro`)} AS "realizedNet",
             ${money(sql`r.ri - r.ro + f.fi - f.fo`)} AS "projectedNet",
             ${money(sql`o.v + SUM(r.ri - r.ro) OVER (ORDER BY b.bucket)`)} AS "realizedBalance",
             ${money(sql`o.v + SUM(r.ri - r.ro + f.fi - f.fo) OVER (ORDER BY b.bucket)`)} AS "projectedBalance",
             ${money(sql`o.v`)} AS ${sql.ref(`${TOTAL}openingBalance`)},
             ${money(sql`od.oi`)} AS ${sql.ref(`${TOTAL}overdueInflow`)},
             ${money(sql`od.oo`)} AS ${sql.ref(`${TOTAL}overdueOutflow`)}
      FROM buckets b
      JOIN realized r ON r.bucket = b.bucket
      JOIN forecast f ON f.bucket = b.bucket
      CROSS JOIN opening o
      CROSS JOIN overdue od
      ORDER BY b.bucket`;
  }

  async function cashFlow(period: GroupedPeriod, today: string): Promise<CashFlowReport> {
    const zero = '0.00';
    const { rows, totals } = await withTotals(
      cashFlowRows(period, today),
      {
        realizedInflow: sumOver('realizedInflow'),
        realizedOutflow: sumOver('realizedOutflow'),
        forecastInflow: sumOver('forecastInflow'),
        forecastOutflow: sumOver('forecastOutflow'),
      },
      sql`r."startDate"`,
      { realizedInflow: zero, realizedOutflow: zero, forecastInflow: zero, forecastOutflow: zero, overdueInflow: zero, overdueOutflow: zero, openingBalance: zero },
    );
    const { openingBalance, ...sums } = totals;
    const last = rows[rows.length - 1];
    return {
      period,
      today,
      openingBalance,
      rows,
      totals: sums,
      realizedClosingBalance: last.realizedBalance,
      projectedClosingBalance: last.projectedBalance,
    };
  }

  async function monthlyComparison(period: ReportPeriod): Promise<MonthlyComparisonReport> {
    // One month before the period is computed too (whole), as the base of the first month's change.
    const previousMonthStart = sql`(date_trunc('month', ${period.startDate}::date::timestamp) - interval '1 month')::date`;
    // The months' dates: the whole month before the period, then the period itself.
    const inMonths = (column: RawBuilder<unknown>) => sql`(${column} >= ${previousMonthStart} AND ${column} < ${previousMonthStart} + interval '1 month'
      OR ${column} BETWEEN ${period.startDate}::date AND ${period.endDate}::date)`;
    const monthOf = (column: RawBuilder<unknown>) => sql`date_trunc('month', (${column})::timestamp)::date`;
    const { rows: months } = await sql<MonthlyComparisonRow>`
      WITH ${livePaymentsCte}, ${accrualCte},
      months AS (
        SELECT g::date AS bucket,
               to_char(g, 'YYYY-MM') AS key,
               CASE WHEN g::date < ${previousMonthStart} + interval '1 month' THEN g::date ELSE greatest(g::date, ${period.startDate}::date) END AS start_date,
               CASE WHEN g::date < ${previousMonthStart} + interval '1 month' THEN (g + interval '1 month' - interval '1 day')::date
                    ELSE least((g + interval '1 month' - interval '1 day')::date, ${period.endDate}::date) END AS end_date
        FROM generate_series(${previousMonthStart}::timestamp, ${period.endDate}::date::timestamp, interval '1 month') AS g
      ),
      accrual_sums AS (
        SELECT ${monthOf(sql`x.due_date`)} AS bucket, ${sumIf(sql`x.incoming`, sql`x.amount`)} AS revenue, ${sumIf(sql`NOT x.incoming`, sql`x.amount`)} AS expense
        FROM accrual x WHERE ${inMonths(sql`x.due_date`)}
        GROUP BY 1
      ),
      realized_sums AS (
        SELECT ${monthOf(sql`p.payment_date`)} AS bucket, ${sumIf(sql`p.incoming`, sql`p.amount`)} AS received, ${sumIf(sql`NOT p.incoming`, sql`p.amount`)} AS paid
        FROM live_payments p WHERE ${inMonths(sql`p.payment_date`)}
        GROUP BY 1
      ),
      accrual_months AS (
        SELECT m.bucket, COALESCE(x.revenue, 0) AS revenue, COALESCE(x.expense, 0) AS expense
        FROM months m LEFT JOIN accrual_sums x ON x.bucket = m.bucket
      ),
      realized_months AS (
        SELECT m.bucket, COALESCE(x.received, 0) AS received, COALESCE(x.paid, 0) AS paid
        FROM months m LEFT JOIN realized_sums x ON x.bucket = m.bucket
      ),
      compared AS (
        SELECT m.bucket, m.key, m.start_date, m.end_date, a.revenue, a.expense, r.received, r.paid,
               LAG(a.revenue) OVER (ORDER BY m.bucket) AS previous_revenue,
               LAG(a.expense) OVER (ORDER BY m.bucket) AS previous_expense
        FROM months m JOIN accrual_months a ON a.bucket = m.bucket JOIN realized_months r ON r.bucket = m.bucket
      )
      SELECT key AS period, start_date AS "startDate", end_date AS "endDate",
             ${money(sql`revenue`)} AS revenue,
             ${money(sql`expense`)} AS expense,
             ${money(sql`revenue - expense`)} AS result,
             ${money(sql`received`)} AS received,
             ${money(sql`paid`)} AS paid,
             ${percent(sql`revenue - previous_revenue`, sql`previous_revenue`)} AS "revenueChange",
             ${percent(sql`expense - previous_expense`, sql`previous_expense`)} AS "expenseChange"
      FROM compared
      WHERE bucket >= ${previousMonthStart} + interval '1 month'
      ORDER BY bucket`.execute(db);
    return { period, months };
  }

  function categoryRows(period: ReportPeriod, type?: CategoryType): RawBuilder<CategoryBreakdownRow> {
    return sql<CategoryBreakdownRow>`
      WITH ${accrualCte}
      SELECT c.id AS "categoryId", c.name, c.type, c.color,
             COUNT(*)::integer AS count,
             ${money(sql`SUM(x.amount)`)} AS total,
             ${percent(sql`SUM(x.amount)`, sql`SUM(SUM(x.amount)) OVER (PARTITION BY c.type)`)} AS percent
      FROM accrual x JOIN financial_categories c ON c.id = x.category_id
      WHERE x.due_date BETWEEN ${period.startDate}::date AND ${period.endDate}::date
        ${type ? sql`AND c.type = ${type}` : sql``}
      GROUP BY c.id, c.name, c.type, c.color
      ORDER BY c.type DESC, SUM(x.amount) DESC, c.name`;
  }

  async function categoryBreakdown(period: ReportPeriod, type?: CategoryType): Promise<CategoryBreakdownReport> {
    const { rows: categories, totals } = await withTotals(
      categoryRows(period, type),
      {
        revenue: money(sql`COALESCE(SUM(CASE WHEN r.type = 'RECEITA' THEN r.total END) OVER (), 0)`),
        expense: money(sql`COALESCE(SUM(CASE WHEN r.type = 'DESPESA' THEN r.total END) OVER (), 0)`),
      },
      sql`r.type DESC, r.total DESC, r.name`,
      { revenue: '0.00', expense: '0.00' },
    );
    return { period, categories, totals };
  }

  function profitabilityRows(period: ReportPeriod): RawBuilder<ProfitabilityRow> {
    return sql<ProfitabilityRow>`
      WITH ev AS (
        SELECT e.id, e.name, e.is_finalized, MIN(d.date) AS first_day, MAX(d.date) AS last_day
        FROM events e JOIN event_days d ON d.event_id = e.id
        GROUP BY e.id, e.name, e.is_finalized
        HAVING bool_or(d.date BETWEEN ${period.startDate}::date AND ${period.endDate}::date)
      ),
      revenue AS (
        SELECT event_id, SUM(total) AS v FROM budgets
        WHERE status IN ('APROVADO', 'PAGO') AND event_id IN (SELECT id FROM ev)
        GROUP BY event_id
      ),
      -- A receivable belongs to the event directly or through one of the event's budgets (a budget
      -- approved before its event was created raised its receivable without the event).
      -- UNION (not UNION ALL): a receivable tied both ways counts once for its event. One join per
      -- way lets each use its index; an OR of both made a nested loop over events × receivables.
      billed_receivables AS (
        SELECT ev.id AS event_id, a.id AS receivable_id
        FROM ev JOIN accounts_receivable a ON a.event_id = ev.id
        UNION
        SELECT ev.id AS event_id, a.id AS receivable_id
        FROM ev JOIN budgets b ON b.event_id = ev.id JOIN accounts_receivable a ON a.budget_id = b.id
      ),
      billing AS (
        SELECT br.event_id, SUM(a.amount) AS billed,
               SUM((SELECT COALESCE(SUM(p.amount), 0) FROM account_payments p WHERE p.receivable_id = a.id)) AS received
        FROM billed_receivables br
        JOIN accounts_receivable a ON a.id = br.receivable_id
        WHERE a.status <> 'CANCELADO'
        GROUP BY br.event_id
      ),
      staff AS (
        SELECT ee.event_id, COUNT(*) AS days, SUM(COALESCE(pr.amount, ee.pay_rate)) AS cost
        FROM event_employees ee
        LEFT JOIN payment_requests pr ON pr.event_employee_id = ee.id AND pr.status <> 'CANCELLED'
        WHERE ee.event_id IN (SELECT id FROM ev) AND (pr.id IS NOT NULL OR ee.check_in IS NOT NULL)
        GROUP BY ee.event_id
      ),
      other AS (
        SELECT event_id, SUM(amount) AS v FROM accounts_payable
        WHERE status <> 'CANCELADO' AND payment_request_id IS NULL AND event_id IN (SELECT id FROM ev)
        GROUP BY event_id
      ),
      figures AS (
        SELECT ev.*, COALESCE(revenue.v, 0) AS rev, COALESCE(billing.billed, 0) AS billed, COALESCE(billing.received, 0) AS received,
               COALESCE(staff.days, 0) AS staff_days, COALESCE(staff.cost, 0) AS staff_cost, COALESCE(other.v, 0) AS other_costs
        FROM ev
        LEFT JOIN revenue ON revenue.event_id = ev.id
        LEFT JOIN billing ON billing.event_id = ev.id
        LEFT JOIN staff ON staff.event_id = ev.id
        LEFT JOIN other ON other.event_id = ev.id
      )
      SELECT id AS "eventId", name AS "eventName", first_day AS "firstDay", last_day AS "lastDay", is_finalized AS "isFinalized",
             ${money(sql`rev`)} AS "budgetedRevenue",
             ${money(sql`billed`)} AS billed,
             ${money(sql`received`)} AS received,
             staff_days::integer AS "staffDays",
             ${money(sql`staff_cost`)} AS "staffCost",
             ${money(sql`other_costs`)} AS "otherCosts",
             ${money(sql`staff_cost + other_costs`)} AS "totalCost",
             ${money(sql`rev - staff_cost - other_costs`)} AS profit,
             ${percent(sql`rev - staff_cost - other_costs`, sql`rev`)} AS margin
      FROM figures
      ORDER BY first_day, id`;
  }

  async function profitability(period: ReportPeriod): Promise<ProfitabilityReport> {
    const revenue = sql`SUM(r."budgetedRevenue") OVER ()`;
    const profit = sql`SUM(r.profit) OVER ()`;
    const { rows: events, totals } = await withTotals(
      profitabilityRows(period),
      {
        budgetedRevenue: sumOver('budgetedRevenue'),
        staffCost: sumOver('staffCost'),
        otherCosts: sumOver('otherCosts'),
        totalCost: sumOver('totalCost'),
        profit: sumOver('profit'),
        margin: percent(profit, revenue),
      },
      sql`r."firstDay", r."eventId"`,
      { budgetedRevenue: '0.00', staffCost: '0.00', otherCosts: '0.00', totalCost: '0.00', profit: '0.00', margin: null as string | null },
    );
    return { period, events, totals };
  }

  async function kpis(period: ReportPeriod, today: string): Promise<FinancialKpis> {
    const inPeriod = (column: RawBuilder<unknown>) => sql`${column} BETWEEN ${period.startDate}::date AND ${period.endDate}::date`;
    const row = await first(sql<Omit<FinancialKpis, 'period' | 'today'>>`
      WITH ${livePaymentsCte}, ${accrualCte}, ${openAccountsCte},
      -- One pass over each source (FILTER per figure); f is materialized so the figures that the
      -- final SELECT names more than once (revenue, expense, …) are not computed again for each use.
      accrual_sums AS (
        SELECT COALESCE(SUM(amount) FILTER (WHERE incoming), 0) AS revenue,
               COALESCE(SUM(amount) FILTER (WHERE NOT incoming), 0) AS expense
        FROM accrual WHERE ${inPeriod(sql`due_date`)}
      ),
      payment_sums AS (
        SELECT COALESCE(SUM(amount) FILTER (WHERE incoming AND ${inPeriod(sql`payment_date`)}), 0) AS received,
               COALESCE(SUM(amount) FILTER (WHERE NOT incoming AND ${inPeriod(sql`payment_date`)}), 0) AS paid,
               COALESCE(SUM(CASE WHEN incoming THEN amount ELSE -amount END), 0) AS cash_balance
        FROM live_payments WHERE payment_date <= ${period.endDate}::date
      ),
      open_sums AS (
        SELECT COALESCE(SUM(open) FILTER (WHERE incoming), 0) AS receivable_open,
               COALESCE(SUM(open) FILTER (WHERE NOT incoming), 0) AS payable_open,
               COALESCE(SUM(open) FILTER (WHERE incoming AND due_date < ${today}::date), 0) AS receivable_overdue,
               COALESCE(SUM(open) FILTER (WHERE NOT incoming AND due_date < ${today}::date), 0) AS payable_overdue,
               COUNT(*) FILTER (WHERE incoming AND due_date < ${today}::date) AS overdue_receivable_count,
               COUNT(*) FILTER (WHERE NOT incoming AND due_date < ${today}::date) AS overdue_payable_count
        FROM open_accounts
      ),
      f AS MATERIALIZED (
        SELECT * FROM accrual_sums CROSS JOIN payment_sums CROSS JOIN open_sums
      )
      SELECT ${money(sql`revenue`)} AS revenue,
             ${money(sql`expense`)} AS expense,
             ${money(sql`revenue - expense`)} AS result,
             ${percent(sql`revenue - expense`, sql`revenue`)} AS margin,
             ${money(sql`received`)} AS received,
             ${money(sql`paid`)} AS paid,
             ${money(sql`received - paid`)} AS "netCash",
             ${money(sql`cash_balance`)} AS "cashBalance",
             ${money(sql`receivable_open`)} AS "receivableOpen",
             ${money(sql`payable_open`)} AS "payableOpen",
             ${money(sql`receivable_overdue`)} AS "receivableOverdue",
             ${money(sql`payable_overdue`)} AS "payableOverdue",
             overdue_receivable_count::integer AS "overdueReceivableCount",
             overdue_payable_count::integer AS "overduePayableCount",
             ${percent(sql`receivable_overdue`, sql`receivable_open`)} AS "defaultRate"
      FROM f`);
    return { period, today, ...row };
  }

  async function dashboard(period: ReportPeriod, today: string, days: number): Promise<FinancialDashboard> {
    const last = addDays(today, days - 1);
    const dueSoon = await first(sql<Omit<FinancialDashboard['dueSoon'], 'days'>>`
      WITH ${openAccountsCte}
      SELECT COUNT(*) FILTER (WHERE incoming)::integer AS "receivableCount",
             ${money(sql`COALESCE(SUM(open) FILTER (WHERE incoming), 0)`)} AS "receivableAmount",
             COUNT(*) FILTER (WHERE NOT incoming)::integer AS "payableCount",
             ${money(sql`COALESCE(SUM(open) FILTER (WHERE NOT incoming), 0)`)} AS "payableAmount"
      FROM open_accounts
      WHERE due_date BETWEEN ${today}::date AND ${last}::date`);
    return { kpis: await kpis(period, today), dueSoon: { days, ...dueSoon } };
  }

  return { revenueExpense, cashFlowTrend, cashFlow, monthlyComparison, categoryBreakdown, profitability, kpis, dashboard };
}

export type FinancialReportsRepository = ReturnType<typeof createFinancialReportsRepository>;
