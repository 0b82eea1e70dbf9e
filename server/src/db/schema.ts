/** Kysely table types: column names as in SQL, values as normalised by pg-types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { GatewayEnvironment, InventoryItemType, InventoryTransactionType, PaymentProvider, PaymentRequestStatus, RegistrationRequestStatus, RegistrationSource, Role, SettingsNotificationLocation, SyncStatus } from '@sge/shared/contract';

/** Set by the database on insert, never written by the app except on update. */
export type Timestamp = ColumnType<string, string | undefined, string>;
export type Money = ColumnType<string, string, string>;
export type Json = ColumnType<unknown, string, string>;
/** A nullable column that may be left out on insert. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

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
  /** The PIX key and its type, both or neither (migration 018). */
  pix_key: string | null;
  pix_key_type: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP' | null;
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
  approved_at: Nullable<string>;
  approved_by: Nullable<number>;
  cancelled_at: Nullable<string>;
  cancelled_by: Nullable<number>;
  cancel_reason: Nullable<string>;
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
  client_document: Nullable<string>;
  client_email: Nullable<string>;
  client_phone: Nullable<string>;
  event_name: Nullable<string>;
  event_location: Nullable<string>;
  valid_until: Nullable<string>;
  discount: ColumnType<string, string | undefined, string>;
  notes: Nullable<string>;
  sent_at: Nullable<string>;
  approved_at: Nullable<string>;
  refused_at: Nullable<string>;
  refusal_reason: Nullable<string>;
  decided_by: Nullable<number>;
  paid_at: Nullable<string>;
  created_by: Nullable<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The dates an event made from a budget will have (migration 007). */
export interface BudgetDaysTable {
  budget_id: number;
  date: string;
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
  /** The recurring account and period (YYYY-MM) that generated it (migration 008). */
  recurring_account_id: number | null;
  recurring_period: string | null;
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

// ── admin area (users, financial categories, service catalogue, payment gateways and system settings) ──

export interface PaymentGatewaysTable {
  id: Generated<number>;
  name: string;
  provider: PaymentProvider;
  environment: GatewayEnvironment;
  description: string | null;
  /** The AES-256-GCM envelope of the credentials' JSON (see credentials-cipher.ts). */
  credentials: string;
  active: Generated<boolean>;
  last_tested_at: string | null;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SystemSettingsTable {
  id: Generated<number>;
  company_name: string;
  cnpj: string | null;
  address: string | null;
  logo_url: string | null;
  due_soon_days: number;
  offline_purge_days: number;
  clock_skew_minutes: Generated<number>;
  notification_location: SettingsNotificationLocation;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface AdminTables {
  payment_gateways: PaymentGatewaysTable;
  system_settings: SystemSettingsTable;
}

// ── registration area (invitation links, public pre-registration and registration requests) ──

export interface RegistrationLinksTable {
  id: Generated<number>;
  token: string;
  label: string;
  expires_on: string;
  max_uses: number;
  uses: Generated<number>;
  event_id: number | null;
  function: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface RegistrationRequestsTable {
  id: Generated<number>;
  source: RegistrationSource;
  link_id: number | null;
  event_id: number | null;
  status: Generated<RegistrationRequestStatus>;
  name: string;
  cpf: string;
  birth_date: string;
  phone: string;
  email: string;
  address: string;
  desired_function: string;
  pix_key: string;
  consent_at: string;
  created_by: number | null;
  created_at: Timestamp;
  reviewed_by: number | null;
  reviewed_at: string | null;
  rejection_reason: string | null;
  employee_id: number | null;
}

export interface RegistrationTables {
  registration_links: RegistrationLinksTable;
  registration_requests: RegistrationRequestsTable;
}

// ── inventory area (items and the stock ledger, migration 006) ──

export interface InventoryItemsTable {
  id: Generated<number>;
  name: string;
  sku: string;
  category: string;
  unit: Generated<string>;
  type: InventoryItemType;
  quantity: Generated<number>;
  minimum_stock: Generated<number>;
  location: string | null;
  unit_cost: ColumnType<string, string | undefined, string>;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InventoryTransactionsTable {
  id: Generated<number>;
  item_id: number;
  type: InventoryTransactionType;
  date: string;
  quantity: number;
  damaged: Generated<number>;
  lost: Generated<number>;
  stock_change: number;
  stock_after: number;
  unit_cost: Money;
  event_id: number | null;
  reason: string | null;
  note: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

export interface InventoryTables {
  inventory_items: InventoryItemsTable;
  inventory_transactions: InventoryTransactionsTable;
}

// ── badges area (migration 010) ──

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

// ── accounts area (recurring accounts and the collection of defaulters) ──

export type RecurringFrequency = 'SEMANAL' | 'MENSAL' | 'ANUAL';
export type CollectionStatus = 'EM_ABERTO' | 'CONTATADO' | 'EM_NEGOCIACAO' | 'ACORDO_FIRMADO' | 'COBRANCA_JURIDICA' | 'INCOBRAVEL';

export interface RecurringAccountsTable {
  id: Generated<number>;
  description: string;
  supplier_name: string;
  supplier_document: string | null;
  category_id: number;
  amount: Money;
  frequency: RecurringFrequency;
  start_date: string;
  end_date: string | null;
  active: Generated<boolean>;
  notes: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReceivableCollectionsTable {
  receivable_id: number;
  status: Generated<CollectionStatus>;
  notes: string | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface DefaulterRemindersTable {
  id: Generated<number>;
  receivable_id: number;
  recipient: string | null;
  message: string;
  sent_at: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

export interface DefaulterContactsTable {
  id: Generated<number>;
  receivable_id: number;
  channel: string;
  description: string;
  contact_date: string;
  user_id: number | null;
  created_at: Timestamp;
}

export interface DefaulterAgreementsTable {
  id: Generated<number>;
  receivable_id: number;
  previous_due_date: string;
  new_due_date: string;
  notes: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

export interface AccountsTables {
  recurring_accounts: RecurringAccountsTable;
  receivable_collections: ReceivableCollectionsTable;
  defaulter_reminders: DefaulterRemindersTable;
  defaulter_contacts: DefaulterContactsTable;
  defaulter_agreements: DefaulterAgreementsTable;
}

/** Every table of migrations 001 onwards, with every column. */
export interface DB
  extends AdminTables,
    RegistrationTables,
    InventoryTables,
    BadgesTables,
    AccountsTables {
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
  budget_days: BudgetDaysTable;
  schema_migrations: SchemaMigrationsTable;
}
