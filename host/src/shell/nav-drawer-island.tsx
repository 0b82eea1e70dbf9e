import { UiProvider } from '@sge/shared/ui';
import { NavDrawer, type NavDrawerProps } from './nav-drawer';

/** The navigation drawer as a Chakra island of the venue layout (venue-layout.tsx). */
export default function NavDrawerIsland(props: NavDrawerProps) {
  return (
    <UiProvider>
      <NavDrawer {...props} />
    </UiProvider>
  );
}
