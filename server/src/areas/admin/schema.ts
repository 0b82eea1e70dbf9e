/** Kysely table types of the admin area (users, financial categories, service catalogue, payment gateways and system settings). */
import type { Generated } from 'kysely';
import type { GatewayEnvironment, PaymentProvider, SettingsNotificationLocation } from '@sge/shared/contract';
import type { Timestamp } from '../../db/schema';

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
