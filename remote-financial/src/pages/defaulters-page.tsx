import { DefaultersView } from '../features/defaulters/components/defaulters-view';

/** /financial/defaulters: overdue receivables, reminders, contact history, collection status and agreements (SPEC §2, §7). */
export default function DefaultersPage() {
  return <DefaultersView />;
}
