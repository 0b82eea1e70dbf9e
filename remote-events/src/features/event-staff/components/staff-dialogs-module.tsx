/**
 * The gate screen's staff dialogs as a Chakra island (staff-dialogs-island.ts): its own chunk,
 * loaded on demand and when the browser is idle, inside its own UiProvider.
 */
import { UiProvider } from '@sge/shared/ui';
import { StaffDialogs, type StaffDialogsProps } from './staff-dialogs';

/** Whether the Chakra part this island imports has arrived (an island's module: see lazyIsland). */
export const ready = (): boolean => typeof UiProvider === 'function';

export default function StaffDialogsIsland(props: StaffDialogsProps) {
  return (
    <UiProvider>
      <StaffDialogs {...props} />
    </UiProvider>
  );
}
