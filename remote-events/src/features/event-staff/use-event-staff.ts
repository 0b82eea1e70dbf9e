import { useEffect } from 'react';
import { queryClient } from '@sge/shared/query';
import { staffQueries } from './queries';
import { staffKeys, useStaffStore } from './store';

/**
 * Opens the staff of an event for the detail view: its links and what its approved budget allows
 * (over the event and per day) start loading at once, the store's changes apply to this event, and
 * leaving the view closes it. Returns a reload for an 'Atualizar' button.
 */
export function useEventStaff(eventId: number, days: string[]): () => void {
  const open = useStaffStore((s) => s.open);
  const reset = useStaffStore((s) => s.reset);
  const daysKey = days.join(',');

  useEffect(() => {
    open(eventId);
    return reset;
  }, [eventId, open, reset]);

  useEffect(() => {
    void queryClient.prefetchQuery(staffQueries.links(eventId));
    void queryClient.prefetchQuery(staffQueries.quantities(eventId));
    for (const day of daysKey ? daysKey.split(',') : []) void queryClient.prefetchQuery(staffQueries.quantitiesByDay(eventId, day));
  }, [eventId, daysKey]);

  return () => {
    void queryClient.invalidateQueries({ queryKey: staffKeys.links(eventId) });
    void queryClient.invalidateQueries({ queryKey: staffKeys.event(eventId) });
  };
}
