import { UiProvider } from '@sge/shared/ui';
import { requireChakra } from '@sge/shared/venue';
import { NavDrawer, type NavDrawerProps } from './nav-drawer';

// An island's module: it fails to load when Chakra did not (see requireChakra).
requireChakra(UiProvider);

/** The navigation drawer as a Chakra island of the venue layout (venue-layout.tsx). */
export default function NavDrawerIsland(props: NavDrawerProps) {
  return (
    <UiProvider>
      <NavDrawer {...props} />
    </UiProvider>
  );
}
