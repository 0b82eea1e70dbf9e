import type { Event } from '@sge/shared/contract';
import { StatusBadge } from '@sge/shared/ui';

/** 'Ativo' or 'Finalizado'. */
export function EventStatusBadge({ event }: { event: Pick<Event, 'isFinalized'> }) {
  return <StatusBadge status={event.isFinalized ? 'FINALIZED' : 'ACTIVE'} />;
}
