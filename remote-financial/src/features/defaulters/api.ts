/** The defaulters calls (SPEC §7, under /financial/defaulters), typed by the shared contract. */
import type {
  AddContact,
  Agreement,
  BulkRemindersResult,
  Defaulter,
  DefaulterReminder,
  UpdateCollectionStatus,
} from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { defineList, pageQuery, type ApiParams } from '@sge/shared/query';

/** The list endpoint (paged on the server). */
export const DEFAULTERS_PATH = '/financial/defaulters';
const BASE = DEFAULTERS_PATH;

/** One page of the defaulters (issue 14). */
export const defaultersQueries = {
  list: (params: ApiParams) => pageQuery<Defaulter>(BASE, params),
};

/** The defaulters page's list (its route preloads the same first page). */
export const defaultersList = defineList({ query: defaultersQueries.list, storageKey: 'defaulters' });
/** Records a reminder in the outbox (this system sends no e-mail). */
export const sendReminder = (id: number, message?: string): Promise<DefaulterReminder> =>
  http.post<DefaulterReminder>(`${BASE}/${id}/reminder`, message ? { message } : undefined);
export const sendBulkReminders = (ids: number[]): Promise<BulkRemindersResult> => http.post<BulkRemindersResult>(`${BASE}/bulk-reminders`, { ids });
export const addContact = (id: number, body: AddContact): Promise<Defaulter> => http.post<Defaulter>(`${BASE}/${id}/contact`, body);
export const updateCollectionStatus = (id: number, body: UpdateCollectionStatus): Promise<Defaulter> =>
  http.patch<Defaulter>(`${BASE}/${id}/status`, body);
export const makeAgreement = (id: number, body: Agreement): Promise<Defaulter> => http.post<Defaulter>(`${BASE}/${id}/agreement`, body);
