import { useEventQuantities } from '../queries';
import { QuotaList } from './quota-list';

/** The budget's staff quotas over the whole event (nothing without an approved budget). */
export function EventStaffQuotas({ eventId }: { eventId: number }) {
  const quantities = useEventQuantities(eventId);
  return <QuotaList title="Vagas do orçamento aprovado" quantities={quantities} unit="escalações no evento" headingAs="h3" />;
}
