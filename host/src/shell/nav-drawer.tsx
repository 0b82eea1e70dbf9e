import { Fragment, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { menuForRole, type MenuItem } from '@sge/shared/access';
import { Box, Text, chakra, useMotionAtMount } from '@sge/shared/ui';
import { Link, useLocation } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { prefetchRouteData, preloadRoute } from '../routes/route-loader';
import { findRoute } from '../routes/route-table';

/** A menu entry about to be opened: its page's code, then its first query. */
function preloadWithData(path: string): void {
  prefetchRouteData(findRoute(path));
}

/**
 * A group about to be opened (pointer or focus on it, or the click): the code of its entries starts
 * loading, so the entry picked next finds its page's code there. Code only: each entry's data
 * request waits for that entry's own hover.
 */
function preloadGroup(item: MenuItem): void {
  for (const child of item.children ?? []) if (child.path) preloadRoute(findRoute(child.path));
}

export const DRAWER_WIDTH = 280;

const isActive = (item: MenuItem, pathname: string): boolean =>
  item.path === pathname || Boolean(item.children?.some((c) => isActive(c, pathname)));

/**
 * A menu entry. Memoised on whether it is the current page: a navigation re-renders the entry left
 * and the entry opened, not the whole menu (22 entries for the admin; each a few Chakra boxes).
 */
const NavLinkItem = memo(function NavLinkItem({ item, active, nested = false }: { item: MenuItem; active: boolean; nested?: boolean }) {
  return (
    <li>
      <Box
        asChild
        display="flex"
        alignItems="center"
        gap={2}
        px={nested ? 8 : 4}
        py={2}
        minH="11"
        borderRadius="md"
        color={active ? 'brand.secondary' : 'white'}
        bg={active ? 'brand.primary' : 'transparent'}
        fontWeight={active ? 'semibold' : 'normal'}
        _hover={{ bg: active ? 'brand.primary' : 'whiteAlpha.200' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary', outlineOffset: '-2px' }}
      >
        <Link
          to={item.path ?? '/'}
          aria-current={active ? 'page' : undefined}
          onMouseEnter={() => item.path && preloadWithData(item.path)}
          onFocus={() => item.path && preloadWithData(item.path)}
        >
          {item.label}
          {item.badge === 'dot' && (
            <Box as="span" aria-label="novidades" role="img" w="8px" h="8px" borderRadius="full" bg="brand.primary" display="inline-block" ml="auto" data-testid="menu-badge-dot" />
          )}
        </Link>
      </Box>
    </li>
  );
});

/**
 * A group: its button and its entries. Memoised like an entry: `activePath` is the current page when
 * it is one of the group's, otherwise null, so a navigation elsewhere does not re-render the group.
 */
const NavGroup = memo(function NavGroup({
  item,
  expanded,
  activePath,
  onToggle,
}: {
  item: MenuItem;
  expanded: boolean;
  activePath: string | null;
  onToggle: (id: string, expanded: boolean) => void;
}) {
  const panelId = `menu-group-${item.id}`;
  return (
    <li>
      <chakra.button
        type="button"
        w="100%"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        px={4}
        py={2}
        minH="11"
        borderRadius="md"
        color="white"
        bg={activePath !== null ? 'whiteAlpha.200' : 'transparent'}
        _hover={{ bg: 'whiteAlpha.200' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary', outlineOffset: '-2px' }}
        aria-expanded={expanded}
        aria-controls={panelId}
        onMouseEnter={() => preloadGroup(item)}
        onFocus={() => preloadGroup(item)}
        onClick={() => {
          if (!expanded) preloadGroup(item);
          onToggle(item.id, expanded);
        }}
      >
        <Text as="span">{item.label}</Text>
        <Text as="span" aria-hidden="true" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
          ▾
        </Text>
      </chakra.button>
      <Box as="ul" id={panelId} listStyleType="none" m={0} p={0} hidden={!expanded}>
        {item.children?.map((child) => <NavLinkItem key={child.id} item={child} active={child.path === activePath} nested />)}
      </Box>
    </li>
  );
});

export interface NavDrawerProps {
  open: boolean;
  /** On narrow screens the drawer floats over the page with a backdrop. */
  overlay: boolean;
  onClose: () => void;
}

/**
 * The 280-wide navigation drawer inside a `nav` landmark. Groups are accordions and only one is open
 * at a time (SPEC §2); entries are filtered by role (SPEC §6 second reading).
 */
export function NavDrawer({ open, overlay, onClose }: NavDrawerProps) {
  const role = useSessionStore((s) => s.role);
  const { pathname } = useLocation();
  const items = useMemo(() => menuForRole(role), [role]);
  const activeGroup = items.find((i) => i.children && isActive(i, pathname))?.id ?? null;
  const [openGroup, setOpenGroup] = useState<string | null>(activeGroup);
  const navRef = useRef<HTMLElement>(null);
  // framer-motion if it had loaded when the layout mounted: the drawer slides in and out.
  const motion = useMotionAtMount();

  useEffect(() => {
    if (activeGroup) setOpenGroup(activeGroup);
  }, [activeGroup]);

  // Stable, so that a group's memo holds.
  const toggleGroup = useCallback((id: string, expanded: boolean) => setOpenGroup(expanded ? null : id), []);

  useEffect(() => {
    if (!open || !overlay) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, overlay, onClose]);

  if (!open && !motion) return null;

  const list = (
    <Box as="ul" listStyleType="none" m={0} p={0} display="flex" flexDirection="column" gap={1}>
      {items.map((item) =>
        item.children ? (
          <NavGroup
            key={item.id}
            item={item}
            expanded={openGroup === item.id}
            activePath={isActive(item, pathname) ? pathname : null}
            onToggle={toggleGroup}
          />
        ) : (
          <NavLinkItem key={item.id} item={item} active={item.path === pathname} />
        ),
      )}
    </Box>
  );

  const drawer = open && (
    <Fragment key="drawer">
      {overlay && (
        <Box asChild={Boolean(motion)} position="fixed" inset={0} top="64px" bg="blackAlpha.600" zIndex={1100} onClick={onClose} aria-hidden="true">
          {motion ? <motion.m.div {...motion.MOTION.backdrop} /> : undefined}
        </Box>
      )}
      <Box
        asChild={Boolean(motion)}
        as={motion ? undefined : 'nav'}
        ref={motion ? undefined : navRef}
        id="main-navigation"
        aria-label="Menu principal"
        position="fixed"
        top="64px"
        bottom={0}
        left={0}
        w={`${DRAWER_WIDTH}px`}
        bg="brand.secondary"
        color="white"
        overflowY="auto"
        zIndex={1200}
        py={3}
        px={2}
      >
        {motion ? (
          <motion.m.nav ref={navRef} data-motion="drawer" {...motion.MOTION.drawer}>
            {list}
          </motion.m.nav>
        ) : (
          list
        )}
      </Box>
    </Fragment>
  );
  if (!motion) return drawer || null;
  return (
    <motion.MotionScope>
      <motion.AnimatePresence initial={false}>{drawer}</motion.AnimatePresence>
    </motion.MotionScope>
  );
}
