/**
 * The venue layout (venue-path.ts): the phone's `/events` as light components, painted without
 * Chakra and kept: the top bar, the install and 'Prepare para uso offline' banners, the sync card
 * (on an event's gate screen, `?evento=<id>`, one sync status line instead), the events remote's
 * `EventsVenue` and the footer, on index.html's static sheet and the venue sheet. It is never inside
 * a ChakraProvider: the drawer and the install banner are Chakra islands, mounted as children when
 * asked for, so nothing here remounts when Chakra arrives.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useLocation } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { lazyIsland, whenIdle } from '@sge/shared/venue';
import { loadVenuePage } from '../routes/route-loader';
import { findRoute } from '../routes/route-table';
import { selectInstallBanner, useInstallStore } from '../pwa/install-store';
import { Footer } from './footer';
import { OfflinePrepBanner } from './offline-prep-banner';
import SyncManagerCard from './sync-manager-card';
import { SyncStatusLine } from './sync-status-line';
import { TopBar } from './top-bar';
import { VENUE_PAGE, isGateSearch } from './venue-path';

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
  const gate = isGateSearch(useLocation().search);

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
    // --sge-top-bar: what the gate screen's sticky header sits under (the 64 px top bar).
    <div className="sge-fs" data-testid="venue-layout" style={{ '--sge-top-bar': '64px' } as CSSProperties}>
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
        {/* The gate screen (an event on a phone) gives the list the room: one status line. */}
        {gate && isCoordinatorOrAbove ? (
          <SyncStatusLine />
        ) : (
          <>
            <OfflinePrepBanner />
            {isCoordinatorOrAbove && <SyncManagerCard />}
          </>
        )}
        <venuePage.Island />
      </main>
      <Footer />
    </div>
  );
}
