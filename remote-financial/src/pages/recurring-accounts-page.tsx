import { RecurringView } from '../features/recurring/components/recurring-view';

/** /financial/recurring-accounts: recurring accounts, toggle, generate one, generate the month (SPEC §2, §7). */
export default function RecurringAccountsPage() {
  return <RecurringView />;
}
