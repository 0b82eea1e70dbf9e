/**
 * The badge hashes of an event's device copy (GET /events/{id}): each staff day carries the hashes
 * of the employee's current code and short code, and the event lists the hashes of its staff's
 * replaced codes, so a scan of an old badge can be told apart from an unknown one. Never a code.
 */
import type { Event } from '@sge/shared/contract';
import type { Executor } from '../events/links-query';
import { badgeHashes } from './codes';

/** One query for every badge (current and replaced) of the event's staff, whatever their number. */
export async function withBadgeHashes(db: Executor, event: Event): Promise<Event> {
  const rows = await db
    .selectFrom('employee_badges as b')
    .select(['b.employee_id as employeeId', 'b.code', 'b.replaced_at as replacedAt'])
    .where('b.employee_id', 'in', (eb) => eb.selectFrom('event_employees as ee').select('ee.employee_id').where('ee.event_id', '=', event.id))
    .execute();
  const current = new Map<number, ReturnType<typeof badgeHashes>>();
  const replaced = new Set<string>();
  for (const row of rows) {
    const hashes = badgeHashes(row.code);
    if (row.replacedAt === null) current.set(row.employeeId, hashes);
    else {
      replaced.add(hashes.badgeHash);
      replaced.add(hashes.badgeShortHash);
    }
  }
  return {
    ...event,
    eventDays: event.eventDays.map((day) => ({
      ...day,
      employees: day.employees.map((employee) => {
        const hashes = current.get(employee.employeeId);
        return { ...employee, badgeHash: hashes?.badgeHash ?? null, badgeShortHash: hashes?.badgeShortHash ?? null };
      }),
    })),
    // Sorted, so the list says nothing about whose badge each hash was.
    replacedBadgeHashes: [...replaced].sort(),
  };
}
