import { AccountsView } from '../features/accounts/components/accounts-view';

/** /financial/accounts-payable: payables, payments (partial or full), cancel and delete (SPEC §2, §7). */
export default function AccountsPayablePage() {
  return <AccountsView kind="payable" />;
}
