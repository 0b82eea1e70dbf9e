import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, chakra, setPageAreaWidth } from '@sge/shared/ui';
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

/**
 * Tells `@sge/shared/ui` the inner width of the page area (`main` without its padding) whenever it
 * changes: a list page's table spans it, so a list opened for the first time is drawn once in the
 * layout of its width instead of the widest one redrawn at once (issue 30, the menu switch).
 */
function usePageAreaWidth(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setPageAreaWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      setPageAreaWidth(null);
    };
  }, [ref]);
}

/** Default layout: top bar, the 280-wide navigation drawer, the page and the footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(isWide);
  const { pathname } = useLocation();
  const wide = isWide();
  const { isCoordinatorOrAbove } = useSessionFlags();
  const gate = useGateScreen();
  const mainRef = useRef<HTMLElement>(null);
  usePageAreaWidth(mainRef);

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
            ref={mainRef}
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
