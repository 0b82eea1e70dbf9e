import { useEffect } from 'react';
import { useStaffStore } from './store';

/**
 * Loads the staff of an event and what its approved budget allows (over the event and per day),
 * on mount and whenever the event or its days change. Returns a reload for an 'Atualizar' button.
 */
export function useEventStaff(eventId: number, days: string[]): () => void {
  const load = useStaffStore((s) => s.load);
  const loadQuantities = useStaffStore((s) => s.loadAvailableQuantities);
  const loadQuantitiesByDay = useStaffStore((s) => s.loadAvailableQuantitiesByDay);
  const reset = useStaffStore((s) => s.reset);
  const daysKey = days.join(',');

  useEffect(() => {
    void load(eventId);
    void loadQuantities(eventId);
    return reset;
  }, [eventId, load, loadQuantities, reset]);

  useEffect(() => {
    for (const day of daysKey ? daysKey.split(',') : []) void loadQuantitiesByDay(eventId, day);
  }, [eventId, daysKey, loadQuantitiesByDay]);

  return () => {
    void load(eventId);
    void loadQuantities(eventId);
    for (const day of days) void loadQuantitiesByDay(eventId, day);
  };
}
