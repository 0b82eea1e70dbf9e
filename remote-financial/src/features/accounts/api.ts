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
import { apiQuery, defineList, pageQuery, type ApiParams, type ServerListDefinition } from '@sge/shared/query';

export type AccountKind = 'receivable' | 'payable';
export type Account = Receivable | Payable;
export type SaveAccount = SaveReceivable | SavePayable;
export type AccountListQuery = ReceivableListQuery | PayableListQuery;

/** The list endpoints (paged on the server). */
export const ACCOUNTS_PATH: Record<AccountKind, string> = { receivable: '/accounts-receivable', payable: '/accounts-payable' };
const BASE = ACCOUNTS_PATH;
const itemPath = (kind: AccountKind, id: number): string => `${BASE[kind]}/${id}`;

export const accountsQueries = {
  list: (kind: AccountKind) => (params: ApiParams) => pageQuery<Account>(BASE[kind], params),
  account: (kind: AccountKind, id: number) => apiQuery<Account>(itemPath(kind, id)),
  /** Totals of a due-date period (every page), summed on the server. */
  statistics: (kind: AccountKind, query: { startDate?: string; endDate?: string; dueSoonDays?: number }) =>
    apiQuery<AccountStatistics>(`${BASE[kind]}/statistics`, query),
  categories: (kind: AccountKind) => apiQuery<AccountCategory[]>(`${BASE[kind]}/categories`),
};

/** Each ledger page's list (its route preloads the same first page). */
export const accountsLists: Record<AccountKind, ServerListDefinition<Page<Account>>> = {
  receivable: defineList({ query: accountsQueries.list('receivable'), storageKey: 'accounts-receivable' }),
  payable: defineList({ query: accountsQueries.list('payable'), storageKey: 'accounts-payable' }),
};

export const createAccount = (kind: AccountKind, body: SaveAccount): Promise<Account> => http.post<Account>(BASE[kind], body);

export const updateAccount = (kind: AccountKind, id: number, body: SaveAccount): Promise<Account> =>
  http.put<Account>(itemPath(kind, id), body);

export const deleteAccount = (kind: AccountKind, id: number): Promise<{ id: number }> => http.delete<{ id: number }>(itemPath(kind, id));

/** POST /{id}/receive (receivable) or /{id}/pay (payable), with the SPEC §3 payment payload. */
export const payAccount = (kind: AccountKind, id: number, body: PaymentPayload): Promise<Account> =>
  http.post<Account>(`${itemPath(kind, id)}/${kind === 'receivable' ? 'receive' : 'pay'}`, body);

export const cancelAccount = (kind: AccountKind, id: number, body: CancelAccount): Promise<Account> =>
  http.post<Account>(`${itemPath(kind, id)}/cancel`, body);


/** One page of the open accounts past due, oldest first. */
export const getOverdueAccounts = (kind: AccountKind, query: { page?: number; pageSize?: number } = {}): Promise<Page<Account>> =>
  http.getPage<Account>(`${BASE[kind]}/overdue`, { query });

/** One page of the open accounts due within `days`. */
export const getDueSoonAccounts = (kind: AccountKind, days = 7, query: { page?: number; pageSize?: number } = {}): Promise<Page<Account>> =>
  http.getPage<Account>(`${BASE[kind]}/due-soon`, { query: { ...query, days } });

