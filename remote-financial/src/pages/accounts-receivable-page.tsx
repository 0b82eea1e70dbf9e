import { AccountsView } from '../features/accounts/components/accounts-view';
import { prefetchAccounts } from '../features/accounts/use-accounts';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchAccounts('receivable');

/** /financial/accounts-receivable: receivables, receipts (partial or full), cancel and delete (SPEC §2, §7). */
export default function AccountsReceivablePage() {
  return <AccountsView kind="receivable" />;
}
