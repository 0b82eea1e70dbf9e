/** Kysely table types of the badges area (migration 010). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string, string | undefined, string>;

/** One badge code of an employee: the current one (replaced_at null) or a replaced one. */
export interface EmployeeBadgesTable {
  id: Generated<number>;
  employee_id: number;
  /** 26 characters of Crockford base32 (128 bits). */
  code: string;
  /** The code's first 10 characters (a generated column). */
  short_code: ColumnType<string, never, never>;
  issued_at: Timestamp;
  replaced_at: string | null;
  issued_by: number | null;
}

export interface BadgesTables {
  employee_badges: EmployeeBadgesTable;
}
