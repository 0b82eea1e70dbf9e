import { useStaffStore } from '../store';
import { QuotaList } from './quota-list';

/** The budget's staff quotas over the whole event (nothing without an approved budget). */
export function EventStaffQuotas() {
  const quantities = useStaffStore((s) => s.quantities);
  return <QuotaList title="Vagas do orçamento aprovado" quantities={quantities} unit="escalações no evento" headingAs="h3" />;
}
