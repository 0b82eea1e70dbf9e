/** Kysely table types: column names as in SQL, values as normalised by pg-types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@sge/shared/contract';

/** Set by the database on insert, never written by the app except on update. */
type Timestamp = ColumnType<string, string | undefined, string>;
type Money = ColumnType<string, string, string>;
type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string | null;
  password_hash: string;
  role: Role;
  photo_url: string | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmployeesTable {
  id: Generated<number>;
  name: string;
  cpf: string;
  email: string | null;
  phone: string | null;
  function: string;
  pay_rate: Money;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  ip: string;
  attempted_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  location: string | null;
  description: string | null;
  is_finalized: Generated<boolean>;
  finalized_at: string | null;
  summary: Json | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventDaysTable {
  id: Generated<number>;
  event_id: number;
  date: string;
}

export interface EventEmployeesTable {
  id: Generated<number>;
  event_id: number;
  employee_id: number;
  event_day: string;
  function: string;
  pay_rate: Money;
  check_in: string | null;
  check_out: string | null;
  sync_status: Generated<'PENDING' | 'SYNCED' | 'REJECTED'>;
  last_updated_at: Timestamp;
  payment_requested: Generated<boolean>;
  paid: Generated<boolean>;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  employees: EmployeesTable;
  login_attempts: LoginAttemptsTable;
  events: EventsTable;
  event_days: EventDaysTable;
  event_employees: EventEmployeesTable;
  schema_migrations: SchemaMigrationsTable;
}
