/** Kysely table types of the registration area (invitation links, public pre-registration and registration requests). */
import type { ColumnType, Generated } from 'kysely';
import type { RegistrationRequestStatus, RegistrationSource } from '@sge/shared/contract';

type Timestamp = ColumnType<string, string | undefined, string>;

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
