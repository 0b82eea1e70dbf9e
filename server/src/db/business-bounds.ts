/**
 * Rows stored before the business bounds (migration 017) are kept as they are; when that migration
 * is applied, the server lists those out of bounds in its log, so an operator can correct them.
 * The view business_bound_violations lists them at any time.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export const BOUNDS_MIGRATION = '017_business_bounds';
/** Rows named one by one in the log; the rest are counted. */
const LISTED = 50;

export interface BoundViolation {
  tableName: string;
  rowId: string;
  columnName: string;
  value: string;
}

export async function findBoundViolations(db: Kysely<DB>): Promise<{ total: number; first: BoundViolation[] }> {
  const { rows } = await sql<BoundViolation & { total: number }>`
    SELECT table_name AS "tableName", row_id::text AS "rowId", column_name AS "columnName", value,
           count(*) OVER ()::int AS total
    FROM business_bound_violations
    ORDER BY table_name, column_name, row_id
    LIMIT ${LISTED}`.execute(db);
  return { total: rows[0]?.total ?? 0, first: rows.map(({ total: _total, ...row }) => row) };
}

/** The log line for what findBoundViolations found, or null when nothing is out of bounds. */
export function describeBoundViolations({ total, first }: { total: number; first: BoundViolation[] }): string | null {
  if (!total) return null;
  const listed = first.map((v) => `${v.tableName} #${v.rowId} ${v.columnName} = ${v.value}`).join('; ');
  const more = total > first.length ? `; and ${total - first.length} more` : '';
  return `${total} stored value(s) lie outside the business bounds and were kept (SELECT * FROM business_bound_violations): ${listed}${more}`;
}
