/**
 * `@sge/shared/venue`: the light components of the venue path (a module-federation singleton).
 *
 * The venue path paints without Chakra; the back office uses Chakra. These are plain React elements
 * on one static sheet generated from the theme's tokens (venue-css.ts), inserted on import. What
 * needs Chakra is a {@link lazyIsland}, loaded on demand and preloaded when the browser is idle.
 * Must stay Chakra-free: nothing here imports `@sge/shared/ui`, Chakra, emotion or framer-motion.
 */
import { installVenueCss } from './venue-css';

installVenueCss();

export { VENUE_CSS, VENUE_CSS_ELEMENT_ID, installVenueCss } from './venue-css';
export { VenueButton, VenueBadge, type VenueButtonProps, type VenueBadgeProps } from './button';
export {
  VenueIcon,
  VenueDownloadIcon,
  VenuePlusIcon,
  VenueMoreIcon,
  VenueChevronLeftIcon,
  VenueChevronDownIcon,
  VenueChevronUpIcon,
  VenueInfoIcon,
} from './icons';
export { VenuePageHeader } from './page-header';
export { VenueMenu, type VenueMenuItem, type VenueMenuProps } from './menu';
export { lazyIsland, IslandFailed, ISLAND_TEXTS, type ChakraIsland, type IslandModule } from './island';
export { whenIdle, IDLE_TIMEOUT_MS } from './idle';
