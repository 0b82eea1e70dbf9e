/**
 * Opens the print preview of one employee's badge. The print code (@sge/shared/badges, with the QR
 * encoder) is imported only here, on demand, so it stays out of the employees page's first load.
 */
import type { Badge, Employee } from '@sge/shared/contract';

/** Starts loading the print code (e.g. while the badge is being fetched). */
export const loadBadgePrinting = () => import('@sge/shared/badges');

export async function printEmployeeBadge(employee: Pick<Employee, 'id' | 'name' | 'function'>, badge: Badge): Promise<void> {
  const { printBadges } = await loadBadgePrinting();
  printBadges({
    badges: [{ employeeId: employee.id, name: employee.name, function: employee.function, shortCode: badge.shortCode, qrPayload: badge.qrPayload }],
  });
}
