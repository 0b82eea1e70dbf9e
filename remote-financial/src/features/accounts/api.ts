/**
 * The accounts receivable and payable calls (SPEC §7), one named fetcher each, typed by the shared
 * contract. Both ledgers have the same shape, so each fetcher takes the kind. They resolve with the
 * response's `data`; on failure the http client has already shown the server's pt-BR message.
 */
import type {
  AccountCategory,
  AccountStatistics,
  CancelAccount,
  Payable,
  PayableListQuery,
  PaymentPayload,
  Receivable,
  ReceivableListQuery,
  SavePayable,
  SaveReceivable,
} from '@sge/shared/contract';
import { http } from '@sge/shared/http';

export type AccountKind = 'receivable' | 'payable';
export type Account = Receivable | Payable;
export type SaveAccount = SaveReceivable | SavePayable;
export type AccountListQuery = ReceivableListQuery | PayableListQuery;

const BASE: Record<AccountKind, string> = { receivable: '/accounts-receivable', payable: '/accounts-payable' };
const itemPath = (kind: AccountKind, id: number): string => `${BASE[kind]}/${id}`;

export const getAccounts = (kind: AccountKind, query: AccountListQuery = {}): Promise<Account[]> =>
  http.get<Account[]>(BASE[kind], { query: query as Record<string, string | number | boolean | undefined> });

export const getAccount = (kind: AccountKind, id: number): Promise<Account> => http.get<Account>(itemPath(kind, id));

export const createAccount = (kind: AccountKind, body: SaveAccount): Promise<Account> => http.post<Account>(BASE[kind], body);

export const updateAccount = (kind: AccountKind, id: number, body: SaveAccount): Promise<Account> =>
  http.put<Account>(itemPath(kind, id), body);

export const deleteAccount = (kind: AccountKind, id: number): Promise<{ id: number }> => http.delete<{ id: number }>(itemPath(kind, id));

/** POST /{id}/receive (receivable) or /{id}/pay (payable), with the SPEC §3 payment payload. */
export const payAccount = (kind: AccountKind, id: number, body: PaymentPayload): Promise<Account> =>
  http.post<Account>(`${itemPath(kind, id)}/${kind === 'receivable' ? 'receive' : 'pay'}`, body);

export const cancelAccount = (kind: AccountKind, id: number, body: CancelAccount): Promise<Account> =>
  http.post<Account>(`${itemPath(kind, id)}/cancel`, body);

export const getAccountStatistics = (
  kind: AccountKind,
  query: { startDate?: string; endDate?: string; dueSoonDays?: number } = {},
): Promise<AccountStatistics> =>
  http.get<AccountStatistics>(`${BASE[kind]}/statistics`, { query });

export const getOverdueAccounts = (kind: AccountKind): Promise<Account[]> => http.get<Account[]>(`${BASE[kind]}/overdue`);

export const getDueSoonAccounts = (kind: AccountKind, days = 7): Promise<Account[]> =>
  http.get<Account[]>(`${BASE[kind]}/due-soon`, { query: { days } });

export const getAccountCategories = (kind: AccountKind): Promise<AccountCategory[]> => http.get<AccountCategory[]>(`${BASE[kind]}/categories`);
