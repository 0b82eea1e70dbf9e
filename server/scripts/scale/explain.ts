/**
 * EXPLAIN (ANALYZE, BUFFERS) of what a report or list runs, on the database of DATABASE_URL (the
 * five-year company of `pnpm seed:scale`): for each case, every SQL statement the handler ran, with
 * its own timing and the planner's execution time. Used to pick indexes and rewrites (issue 14).
 *
 *   DATABASE_URL=postgres://…/sge_scale npx tsx scripts/scale/explain.ts [name-substring] [--plan]
 *
 * `--plan` prints the whole plan; otherwise only the execution time of each statement. `--jit=off`
 * (or on) runs every statement with that setting.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Fastify from 'fastify';
import { pgTypes } from '../../src/db/pg-types';
import type { DB } from '../../src/db/schema';
import { createFinancialReportsRepository } from '../../src/areas/financial-reports/repository';
import { createReports } from '../../src/areas/inventory/reports';
import { todayInCompanyZone } from '../../src/lib/calendar';
import { createPaymentRequestsLedger } from '../../src/areas/budgets/repository/payment-requests';
import { createEventEmployeesRepository } from '../../src/areas/events/repository/event-employees';
import { createBudgetsRepository } from '../../src/areas/budgets/repository/budgets';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL');
const filter = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '';
const showPlan = process.argv.includes('--plan');

const pool = new pg.Pool({ connectionString: url, types: pgTypes, max: 1 });
// `--jit=on|off`: runs everything with that setting (default: the server's own).
const jit = process.argv.find((a) => a.startsWith('--jit='))?.slice(6);
if (jit) pool.on('connect', (client) => void client.query(`SET jit = ${jit === 'on' ? 'on' : 'off'}`));
const ran: Array<{ sql: string; parameters: readonly unknown[]; ms: number }> = [];
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') ran.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis });
  },
});
// The repositories read only `app.db`: a bare Fastify instance carrying this database.
const app = Fastify();
app.decorate('db', db);
const reports = createFinancialReportsRepository(app);
const inventory = createReports(app);
const paymentRequests = createPaymentRequestsLedger(app);
const eventEmployees = createEventEmployeesRepository(app);
const budgets = createBudgetsRepository(app);

const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = todayInCompanyZone();
const start = iso(new Date(Date.now() - 5 * 365 * 86_400_000));
const period = { startDate: start, endDate: today };
const grouped = { ...period, groupBy: 'month' as const };

const CASES: Record<string, () => Promise<unknown>> = {
  'revenue-expense': () => reports.revenueExpense(grouped),
  'cash-flow-trend': () => reports.cashFlowTrend(grouped),
  'cash-flow': () => reports.cashFlow(grouped, today),
  'monthly-comparison': () => reports.monthlyComparison(period),
  'category-breakdown': () => reports.categoryBreakdown(period),
  profitability: () => reports.profitability(period),
  kpis: () => reports.kpis(period, today),
  dashboard: () => reports.dashboard(period, today, 7),
  'inventory event usage': () => inventory.eventUsage({ from: start, to: today }),
  'inventory movements': () => inventory.movements({ from: start, to: today, groupBy: 'month' }),
  'list payment-requests first page': () => paymentRequests.list({}),
  'list payment-requests search': () => paymentRequests.list({ search: 'Silva' }),
  'list payment-requests sort -amount': () => paymentRequests.list({ sort: '-amount' }),
  'list payment-requests page 200': () => paymentRequests.list({ page: 200 }),
  'list event-employees first page': () => eventEmployees.page({}),
  'list event-employees search': () => eventEmployees.page({ search: 'Silva' }),
  'list event-employees page 200': () => eventEmployees.page({ page: 200 }),
  'list budgets page 200': () => budgets.list({ page: 200 }),
  'list budgets sort -total': () => budgets.list({ sort: '-total' }),
};

async function main() {
for (const [name, run] of Object.entries(CASES)) {
  if (!name.includes(filter)) continue;
  ran.length = 0;
  const started = performance.now();
  await run();
  const total = performance.now() - started;
  console.log(`\n== ${name}: ${total.toFixed(0)} ms in ${ran.length} statement(s)`);
  for (const statement of [...ran]) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
    const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']);
    const exec = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(`  ${statement.ms.toFixed(0)} ms as run; EXPLAIN ${exec}  — ${statement.sql.replace(/\s+/g, ' ').slice(0, 90)}`);
    if (showPlan) console.log(lines.map((l) => `    ${l}`).join('\n'));
  }
}
await db.destroy();
}

void main();
