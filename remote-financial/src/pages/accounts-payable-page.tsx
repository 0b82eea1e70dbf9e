import { AccountsView } from '../features/accounts/components/accounts-view';
import { prefetchAccounts } from '../features/accounts/use-accounts';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchAccounts('payable');

/** /financial/accounts-payable: payables, payments (partial or full), cancel and delete (SPEC §2, §7). */
export default function AccountsPayablePage() {
  return <AccountsView kind="payable" />;
}
