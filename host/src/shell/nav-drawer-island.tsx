import { UiProvider } from '@sge/shared/ui';
import { NavDrawer, type NavDrawerProps } from './nav-drawer';

/** Whether the Chakra part this island imports has arrived (an island's module: see lazyIsland). */
export const ready = (): boolean => typeof UiProvider === 'function';

/** The navigation drawer as a Chakra island of the venue layout (venue-layout.tsx). */
export default function NavDrawerIsland(props: NavDrawerProps) {
  return (
    <UiProvider>
      <NavDrawer {...props} />
    </UiProvider>
  );
}
