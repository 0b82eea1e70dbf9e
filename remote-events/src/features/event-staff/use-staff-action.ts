import { useCallback } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import type { StaffAction } from './components/day-staff-table';
import { useStaffStore } from './store';

/**
 * What a staff row's or card's action does: check-in and check-out are written to the device at
 * once (the store ignores a second tap while the write runs); the others open their dialog through
 * `openDialog`. Stable across renders when `openDialog` is, so a tap re-renders only the row or
 * card it changed (they are memoized). Chakra-free: the gate screen's cards use it.
 */
export function useStaffAction(openDialog: (action: Exclude<StaffAction, 'checkIn' | 'checkOut'>, link: EventEmployee) => void) {
  const checkIn = useStaffStore((s) => s.checkIn);
  const checkOut = useStaffStore((s) => s.checkOut);
  return useCallback(
    (action: StaffAction, link: EventEmployee) => {
      if (action !== 'checkIn' && action !== 'checkOut') {
        openDialog(action, link);
        return;
      }
      void (action === 'checkIn' ? checkIn(link.id) : checkOut(link.id)).catch(() => undefined);
    },
    [checkIn, checkOut, openDialog],
  );
}
