/**
 * What the foundation's demo seed hands each area's demo seed (areas/<area>/demo-seed.ts): the
 * open transaction and the rows already seeded, so an area links its demo data to real users,
 * employees, services, categories and events.
 */
import type { Transaction } from 'kysely';
import type { Role } from '@sge/shared/contract';
import type { CategoryType, DB } from '../schema';

export interface AreaSeedContext {
  trx: Transaction<DB>;
  /** Today on the company's calendar, YYYY-MM-DD. */
  today: string;
  /** YYYY-MM-DD `offset` days from today. */
  day: (offset: number) => string;
  users: Array<{ id: number; role: Role; username: string }>;
  employees: Array<{ id: number; name: string; function: string; pay_rate: string }>;
  services: Array<{ id: number; name: string; unit_price: string }>;
  categories: Array<{ id: number; name: string; type: CategoryType }>;
  /** The demo events, past (finalized), today's and future, with their days. */
  events: Array<{ id: number; name: string; days: string[]; finalized: boolean }>;
}
