/** Kysely table types: column names as in SQL, values as normalised by pg-types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { PaymentRequestStatus, Role, SyncStatus } from '@sge/shared/contract';
import type { AccountsTables } from '../areas/accounts/schema';
import type { AdminTables } from '../areas/admin/schema';
import type { BadgesTables } from '../areas/badges/schema';
import type { BudgetsTables } from '../areas/budgets/schema';
import type { FinancialReportsTables } from '../areas/financial-reports/schema';
import type { InventoryTables } from '../areas/inventory/schema';
import type { RegistrationTables } from '../areas/registration/schema';

/** Set by the database on insert, never written by the app except on update. */
export type Timestamp = ColumnType<string, string | undefined, string>;
export type Money = ColumnType<string, string, string>;
export type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string | null;
  password_hash: string;
  role: Role;
  photo_url: string | null;
  active: Generated<boolean>;
  /** Raised by a password change or reset; tokens carry it as `ver` (migration 011). */
  session_version: Generated<number>;
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
  sync_status: Generated<SyncStatus>;
  last_updated_at: Timestamp;
  paid: Generated<boolean>;
  created_at: Timestamp;
}

export interface PaymentRequestsTable {
  id: Generated<number>;
  event_employee_id: number;
  amount: Money;
  status: Generated<PaymentRequestStatus>;
  notes: string | null;
  requested_by: number | null;
  requested_at: Timestamp;
  paid_at: string | null;
  updated_at: Timestamp;
}

export type SyncLogOutcome = 'applied' | 'discarded' | 'refused';

/** One part (check-in or check-out) of a record a device synced, whatever became of it. */
export interface OfflineSyncLogTable {
  id: Generated<number>;
  /** Null only for a refused record whose link does not exist. */
  event_employee_id: number | null;
  kind: 'checkin' | 'checkout';
  device_time: string;
  received_at: Timestamp;
  applied: boolean;
  outcome: SyncLogOutcome;
  reason: string | null;
  local_record: Json | null;
  /** The sender. */
  user_id: number | null;
  /** The batch record's key; null for rows of the per-link PATCH. */
  client_record_id: string | null;
  /** The user signed in on the device at the tap. */
  recorded_by: number | null;
  device_sent_at: string | null;
  clock_offset_ms: number | null;
  clock_skew_ms: number | null;
  clock_flagged: Generated<boolean>;
}

export interface ServiceCatalogTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  unit: Generated<string>;
  unit_price: Money;
  staff_function: string | null;
  staff_per_unit: Generated<number>;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Budgets with APROVADO or PAGO bound the staff of their event. */
export type BudgetStatus = 'RASCUNHO' | 'ENVIADO' | 'APROVADO' | 'PAGO' | 'RECUSADO' | 'EXPIRADO';

export interface BudgetsTable {
  id: Generated<number>;
  client_name: string;
  status: Generated<BudgetStatus>;
  event_id: number | null;
  total: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BudgetItemsTable {
  id: Generated<number>;
  budget_id: number;
  service_id: number;
  quantity: number;
  unit_price: Money;
  days: Generated<number>;
}

export type CategoryType = 'RECEITA' | 'DESPESA';

export interface FinancialCategoriesTable {
  id: Generated<number>;
  name: string;
  type: CategoryType;
  color: Generated<string>;
  description: string | null;
  parent_id: number | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ReceivableStatus = 'PENDENTE' | 'PARCIAL' | 'RECEBIDO' | 'CANCELADO';
export type PayableStatus = 'PENDENTE' | 'PARCIAL' | 'PAGO' | 'CANCELADO';
export type DateColumn = ColumnType<string, string | undefined, string>;

export interface AccountsReceivableTable {
  id: Generated<number>;
  description: string;
  client_name: string;
  client_document: string | null;
  client_email: string | null;
  client_phone: string | null;
  category_id: number;
  event_id: number | null;
  budget_id: number | null;
  amount: Money;
  issue_date: DateColumn;
  due_date: string;
  status: Generated<ReceivableStatus>;
  document_number: string | null;
  notes: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsPayableTable {
  id: Generated<number>;
  description: string;
  supplier_name: string;
  supplier_document: string | null;
  category_id: number;
  event_id: number | null;
  payment_request_id: number | null;
  amount: Money;
  issue_date: DateColumn;
  due_date: string;
  status: Generated<PayableStatus>;
  document_number: string | null;
  notes: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountPaymentsTable {
  id: Generated<number>;
  receivable_id: number | null;
  payable_id: number | null;
  payment_date: string;
  method: string;
  amount: Money;
  reference: string | null;
  notes: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: Timestamp;
}

/**
 * Every table: the foundation's here, and each area's own tables in its areas/<area>/schema.ts.
 */
export interface DB
  extends AdminTables,
    RegistrationTables,
    InventoryTables,
    BudgetsTables,
    AccountsTables,
    FinancialReportsTables,
    BadgesTables {
  users: UsersTable;
  employees: EmployeesTable;
  login_attempts: LoginAttemptsTable;
  events: EventsTable;
  event_days: EventDaysTable;
  event_employees: EventEmployeesTable;
  payment_requests: PaymentRequestsTable;
  offline_sync_log: OfflineSyncLogTable;
  service_catalog: ServiceCatalogTable;
  budgets: BudgetsTable;
  budget_items: BudgetItemsTable;
  financial_categories: FinancialCategoriesTable;
  accounts_receivable: AccountsReceivableTable;
  accounts_payable: AccountsPayableTable;
  account_payments: AccountPaymentsTable;
  schema_migrations: SchemaMigrationsTable;
}
