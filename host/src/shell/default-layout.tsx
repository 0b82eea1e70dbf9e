import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, chakra } from '@sge/shared/ui';
import { useLocation } from '@sge/shared/router';
import { TopBar } from './top-bar';
import { NavDrawer, DRAWER_WIDTH } from './nav-drawer';
import { Footer } from './footer';
import { LoadingBar } from './loading-bar';
import { InstallBanner } from './app-banners';
import { OfflinePrepBanner } from './offline-prep-banner';
import SyncManagerCard from './sync-manager-card';
import { SyncStatusLine } from './sync-status-line';
import { useGateScreen } from './gate-screen';
import { useSessionFlags } from '@sge/shared/session';

// Nothing in the top bar or the footer follows the page: memoised (with stable callbacks), a
// navigation does not re-render them.
const MemoTopBar = memo(TopBar);
const MemoFooter = memo(Footer);

const isWide = (): boolean => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 992px)').matches === true;

/** Default layout: top bar, the 280-wide navigation drawer, the page and the footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(isWide);
  const { pathname } = useLocation();
  const wide = isWide();
  const { isCoordinatorOrAbove } = useSessionFlags();
  const gate = useGateScreen();

  useEffect(() => {
    if (!isWide()) setOpen(false);
  }, [pathname]);
  const toggleMenu = useCallback(() => setOpen((o) => !o), []);
  const closeMenu = useCallback(() => setOpen(false), []);

  return (
    // --sge-top-bar: what a sticky header of a page sits under (the gate screen's).
    <Box minH="100vh" display="flex" flexDirection="column" css={{ '--sge-top-bar': '64px' }}>
      <chakra.a
        href="#main-content"
        position="absolute"
        left="-9999px"
        _focus={{ left: 2, top: 2, zIndex: 3000, bg: 'white', color: 'brand.secondary', p: 2, borderRadius: 'md' }}
      >
        Pular para o conteúdo
      </chakra.a>
      <LoadingBar />
      <MemoTopBar menuOpen={open} onToggleMenu={toggleMenu} />
      <Box display="flex" flex="1" minH={0}>
        <NavDrawer open={open} overlay={!wide} onClose={closeMenu} />
        <Box flex="1" minW={0} display="flex" flexDirection="column" ml={open && wide ? `${DRAWER_WIDTH}px` : 0} transition="margin 0.2s">
          {/* On a phone the page fills the screen below the 64 px top bar, so the footer starts below
              the fold: a page whose list arrives after the shell does not push a visible footer down. */}
          <Box
            as="main"
            id="main-content"
            tabIndex={-1}
            flex="1"
            minH={{ base: 'calc(100dvh - 64px)', md: 'auto' }}
            p={{ base: 3, md: 6 }}
            outline="none"
          >
            <InstallBanner />
            {/* The gate screen (an event on a phone) gives the list the room: one status line. */}
            {gate && isCoordinatorOrAbove ? (
              <SyncStatusLine />
            ) : (
              <>
                {/* Preparing for the venue belongs to the events pages, not to the whole back office. */}
                {pathname.startsWith('/events') && <OfflinePrepBanner />}
                {pathname === '/events' && isCoordinatorOrAbove && <SyncManagerCard />}
              </>
            )}
            {children}
          </Box>
          <MemoFooter />
        </Box>
      </Box>
    </Box>
  );
}
