/**
 * The accounts receivable and payable calls (SPEC §7), one named fetcher each, typed by the shared
 * contract. Both ledgers have the same shape, so each fetcher takes the kind. They resolve with the
 * response's `data`; on failure the http client has already shown the server's pt-BR message.
 */
import type {
  AccountCategory,
  AccountStatistics,
  CancelAccount,
  Page,
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

/** The list endpoints (paged on the server: usePagedList reads them). */
export const ACCOUNTS_PATH: Record<AccountKind, string> = { receivable: '/accounts-receivable', payable: '/accounts-payable' };
const BASE = ACCOUNTS_PATH;
const itemPath = (kind: AccountKind, id: number): string => `${BASE[kind]}/${id}`;

/** One page of the ledger (issue 14). */
export const getAccounts = (kind: AccountKind, query: AccountListQuery = {}): Promise<Page<Account>> =>
  http.getPage<Account>(BASE[kind], { query: query as Record<string, string | number | boolean | undefined> });

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

/** One page of the open accounts past due, oldest first. */
export const getOverdueAccounts = (kind: AccountKind, query: { page?: number; pageSize?: number } = {}): Promise<Page<Account>> =>
  http.getPage<Account>(`${BASE[kind]}/overdue`, { query });

/** One page of the open accounts due within `days`. */
export const getDueSoonAccounts = (kind: AccountKind, days = 7, query: { page?: number; pageSize?: number } = {}): Promise<Page<Account>> =>
  http.getPage<Account>(`${BASE[kind]}/due-soon`, { query: { ...query, days } });

export const getAccountCategories = (kind: AccountKind): Promise<AccountCategory[]> => http.get<AccountCategory[]>(`${BASE[kind]}/categories`);
