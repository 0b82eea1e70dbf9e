/** Kysely table types of the accounts area (recurring accounts and the collection of defaulters). */
import type { Generated } from 'kysely';
import type { Money, Timestamp } from '../../db/schema';

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

/**
 * The two columns 008 adds to accounts_payable. db/schema.ts (the foundation's) types the table
 * without them; this area reads and writes them through `withRecurringColumns` (see db.ts).
 */
export interface PayableRecurringColumns {
  recurring_account_id: number | null;
  recurring_period: string | null;
}

export interface AccountsTables {
  recurring_accounts: RecurringAccountsTable;
  receivable_collections: ReceivableCollectionsTable;
  defaulter_reminders: DefaulterRemindersTable;
  defaulter_contacts: DefaulterContactsTable;
  defaulter_agreements: DefaulterAgreementsTable;
}
