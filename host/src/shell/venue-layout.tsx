/**
 * The venue layout (venue-path.ts): the phone's `/events` as light components, painted without
 * Chakra and kept: the top bar, the install and 'Prepare para uso offline' banners, the sync card,
 * the events remote's `EventsVenue` and the footer, on index.html's static sheet. It is never inside
 * a ChakraProvider: the drawer and the install banner are Chakra islands, mounted as children when
 * asked for, so nothing here remounts when Chakra arrives.
 */
import { useEffect, useState } from 'react';
import { useSessionFlags } from '@sge/shared/session';
import { lazyIsland, whenIdle } from '@sge/shared/venue';
import { loadVenuePage } from '../routes/route-loader';
import { findRoute } from '../routes/route-table';
import { selectInstallBanner, useInstallStore } from '../pwa/install-store';
import { Footer } from './footer';
import { OfflinePrepBanner } from './offline-prep-banner';
import SyncManagerCard from './sync-manager-card';
import { TopBar } from './top-bar';
import { VENUE_PAGE } from './venue-path';

const navDrawer = lazyIsland(() => import('./nav-drawer-island'));
const installBanner = lazyIsland(() => import('./app-banners'));
const venuePage = lazyIsland(loadVenuePage);

/**
 * `onIdle`: called once the browser is idle after the first paint, when the drawer's island is
 * fetched too (the app then loads the Chakra part: snackbar, loading dialog, the islands' provider),
 * so the first 'Abrir menu' or dialog finds them there.
 */
export default function VenueLayout({ onIdle }: { onIdle: () => void }) {
  const { isCoordinatorOrAbove } = useSessionFlags();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted once asked for, and kept (it closes with its animation).
  const [drawer, setDrawer] = useState(false);
  const installDue = useInstallStore(selectInstallBanner);

  useEffect(
    () =>
      whenIdle(() => {
        onIdle();
        void navDrawer.load().catch(() => undefined);
      }),
    [onIdle],
  );

  useEffect(() => {
    document.title = `${findRoute(VENUE_PAGE.path).title} | SGE`;
  }, []);

  return (
    <div className="sge-fs" data-testid="venue-layout">
      <a href="#main-content" className="sge-fs-skip">
        Pular para o conteúdo
      </a>
      <TopBar
        menuOpen={menuOpen}
        onToggleMenu={() => {
          setDrawer(true);
          setMenuOpen((open) => !open);
        }}
      />
      {drawer && <navDrawer.Island open={menuOpen} overlay onClose={() => setMenuOpen(false)} />}
      <main id="main-content" tabIndex={-1} className="sge-fs-main">
        {installDue && <installBanner.Island />}
        <OfflinePrepBanner />
        {isCoordinatorOrAbove && <SyncManagerCard />}
        <venuePage.Island />
      </main>
      <Footer />
    </div>
  );
}
