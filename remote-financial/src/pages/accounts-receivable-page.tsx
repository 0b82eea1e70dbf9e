import { AccountsView } from '../features/accounts/components/accounts-view';

/** /financial/accounts-receivable: receivables, receipts (partial or full), cancel and delete (SPEC §2, §7). */
export default function AccountsReceivablePage() {
  return <AccountsView kind="receivable" />;
}
