/**
 * The few icons the product uses, as inline SVG (stroke style, 24×24 grid) so no icon library
 * ships in the shared bundle. Each icon is decorative (`aria-hidden`) unless given an `aria-label`.
 * Size with `boxSize` (defaults to 1em) and colour with `color`: a Chakra token or any CSS value.
 *
 * An icon is a plain `<svg class="sge-icon">`, styled once by {@link ICON_CSS} (in the static sheet,
 * system-css.ts), not a Chakra `Icon`: that one resolved and serialised its style props and recipe on
 * every render, about 60 times on a list page's rows, most of the time a list took to show again.
 */
import { forwardRef, type ReactNode, type SVGProps } from 'react';
import { getSystem } from './theme';

/**
 * The icons' look: Chakra's icon recipe in its cascade layer and the 1em box unlayered, where a
 * Chakra `Icon`'s style props were, so the rules around an icon (a button's icon size, a parent's
 * `& svg`) win or lose against it as they did.
 */
export const ICON_CSS =
  '@layer recipes{.sge-icon{display:inline-block;line-height:1em;flex-shrink:0;color:currentcolor;vertical-align:middle}}\n' +
  '.sge-icon{width:1em;height:1em}';

/** Props of every SGE icon: the SVG element's, with a token-aware `color` and `boxSize`. */
export interface SgeIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'color'> {
  /** A Chakra colour token ('fg.muted', 'gold.700') or any CSS colour. Default: the text colour. */
  color?: string;
  /** Width and height: a Chakra size token ('3', '4') or any CSS length. Default: 1em. */
  boxSize?: string;
}

/** The CSS value of a Chakra token of `group` (its variable), or the value itself when it is none. */
const tokenValue = (group: 'colors' | 'sizes', value: string) => getSystem().token.var(`${group}.${value}`, value);

/** Makes an SGE icon from its shapes (children of a 24×24, stroke-drawn `<svg>`); `name` goes in `data-icon`. */
export function createSvgIcon(name: string, shapes: ReactNode) {
  const SvgIcon = forwardRef<SVGSVGElement, SgeIconProps>(function SvgIcon({ color, boxSize, className, style, ...props }, ref) {
    const labelled = Boolean(props['aria-label']);
    const size = boxSize === undefined ? undefined : tokenValue('sizes', boxSize);
    return (
      <svg
        ref={ref}
        focusable="false"
        data-icon={name}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        className={className ? `sge-icon ${className}` : 'sge-icon'}
        style={color === undefined && size === undefined ? style : { color: color && tokenValue('colors', color), width: size, height: size, ...style }}
        aria-hidden={labelled ? undefined : true}
        role={labelled ? 'img' : undefined}
      >
        {shapes}
      </svg>
    );
  });
  SvgIcon.displayName = `${name}Icon`;
  return SvgIcon;
}

/** Hamburger menu. */
export const MenuIcon = createSvgIcon('menu', (
  <>
    <line x1="3" y1="6" x2="21" y2="6" />
    <line x1="3" y1="12" x2="21" y2="12" />
    <line x1="3" y1="18" x2="21" y2="18" />
  </>
));

/** Magnifying glass. */
export const SearchIcon = createSvgIcon('search', (
  <>
    <circle cx="11" cy="11" r="8" />
    <line x1="21" y1="21" x2="16.65" y2="16.65" />
  </>
));

/** Circular arrows (refresh / sync). */
export const RefreshIcon = createSvgIcon('refresh', (
  <>
    <polyline points="23 4 23 10 17 10" />
    <polyline points="1 20 1 14 7 14" />
    <path d="M3.51 9a9 9 0 0 1 14.85-3.36L23 10M1 14l4.64 4.36A9 9 0 0 0 20.49 15" />
  </>
));

/** Notification bell. */
export const BellIcon = createSvgIcon('bell', (
  <>
    <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.73 21a2 2 0 0 1-3.46 0" />
  </>
));

/** A person. */
export const UserIcon = createSvgIcon('user', (
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>
));

/** Door with an arrow (sign out). */
export const LogoutIcon = createSvgIcon('logout', (
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <polyline points="16 17 21 12 16 7" />
    <line x1="21" y1="12" x2="9" y2="12" />
  </>
));

/** Gear. */
export const SettingsIcon = createSvgIcon('settings', (
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
  </>
));

/** Chevron pointing left. */
export const ChevronLeftIcon = createSvgIcon('chevron-left', <polyline points="15 18 9 12 15 6" />);
/** Chevron pointing right. */
export const ChevronRightIcon = createSvgIcon('chevron-right', <polyline points="9 18 15 12 9 6" />);
/** Chevron pointing down. */
export const ChevronDownIcon = createSvgIcon('chevron-down', <polyline points="6 9 12 15 18 9" />);
/** Chevron pointing up. */
export const ChevronUpIcon = createSvgIcon('chevron-up', <polyline points="18 15 12 9 6 15" />);

/** Up and down arrows (a sortable, unsorted column). */
export const SortIcon = createSvgIcon('sort', (
  <>
    <path d="m21 16-4 4-4-4" />
    <path d="M17 20V4" />
    <path d="m3 8 4-4 4 4" />
    <path d="M7 4v16" />
  </>
));

/** Three vertical dots (more actions). */
export const MoreVerticalIcon = createSvgIcon('more-vertical', (
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>
));

/** Tick. */
export const CheckIcon = createSvgIcon('check', <polyline points="20 6 9 17 4 12" />);

/** Tick in a circle (success). */
export const CheckCircleIcon = createSvgIcon('check-circle', (
  <>
    <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />
    <polyline points="22 4 12 14.01 9 11.01" />
  </>
));

/** Exclamation in a circle (error). */
export const AlertCircleIcon = createSvgIcon('alert-circle', (
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" y1="8" x2="12" y2="12" />
    <line x1="12" y1="16" x2="12.01" y2="16" />
  </>
));

/** Exclamation in a triangle (warning). */
export const AlertIcon = createSvgIcon('alert', (
  <>
    <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z" />
    <line x1="12" y1="9" x2="12" y2="13" />
    <line x1="12" y1="17" x2="12.01" y2="17" />
  </>
));

/** "i" in a circle (information). */
export const InfoIcon = createSvgIcon('info', (
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" y1="16" x2="12" y2="12" />
    <line x1="12" y1="8" x2="12.01" y2="8" />
  </>
));

/** Cross (close). */
export const CloseIcon = createSvgIcon('close', (
  <>
    <line x1="18" y1="6" x2="6" y2="18" />
    <line x1="6" y1="6" x2="18" y2="18" />
  </>
));

/** Plus (add / new). */
export const PlusIcon = createSvgIcon('plus', (
  <>
    <line x1="12" y1="5" x2="12" y2="19" />
    <line x1="5" y1="12" x2="19" y2="12" />
  </>
));

/** Pencil (edit). */
export const EditIcon = createSvgIcon('edit', <path d="M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5L17 3z" />);

/** Bin (delete). */
export const TrashIcon = createSvgIcon('trash', (
  <>
    <polyline points="3 6 5 6 21 6" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6m3 0V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>
));

/** Crossed-out picture (image failed to load). */
export const ImageOffIcon = createSvgIcon('image-off', (
  <>
    <line x1="2" y1="2" x2="22" y2="22" />
    <path d="M10.41 10.41a2 2 0 1 1-2.83-2.83" />
    <line x1="13.5" y1="13.5" x2="6" y2="21" />
    <line x1="18" y1="12" x2="21" y2="15" />
    <path d="M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.05-.22 1.41-.59" />
    <path d="M21 15V5a2 2 0 0 0-2-2H9" />
  </>
));

/** Wi-Fi waves (online). */
export const WifiIcon = createSvgIcon('wifi', (
  <>
    <path d="M5 12.55a11 11 0 0 1 14.08 0" />
    <path d="M1.42 9a16 16 0 0 1 21.16 0" />
    <path d="M8.53 16.11a6 6 0 0 1 6.95 0" />
    <line x1="12" y1="20" x2="12.01" y2="20" />
  </>
));

/** Crossed-out Wi-Fi (offline). */
export const WifiOffIcon = createSvgIcon('wifi-off', (
  <>
    <line x1="1" y1="1" x2="23" y2="23" />
    <path d="M16.72 11.06A10.94 10.94 0 0 1 19 12.55" />
    <path d="M5 12.55a10.94 10.94 0 0 1 5.17-2.39" />
    <path d="M10.71 5.05A16 16 0 0 1 22.58 9" />
    <path d="M1.42 9a15.91 15.91 0 0 1 4.7-2.88" />
    <path d="M8.53 16.11a6 6 0 0 1 6.95 0" />
    <line x1="12" y1="20" x2="12.01" y2="20" />
  </>
));

/** Calendar page. */
export const CalendarIcon = createSvgIcon('calendar', (
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" ry="2" />
    <line x1="16" y1="2" x2="16" y2="6" />
    <line x1="8" y1="2" x2="8" y2="6" />
    <line x1="3" y1="10" x2="21" y2="10" />
  </>
));

/** Two people. */
export const UsersIcon = createSvgIcon('users', (
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </>
));

/** Dollar sign (money). */
export const DollarIcon = createSvgIcon('dollar', (
  <>
    <line x1="12" y1="1" x2="12" y2="23" />
    <path d="M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
  </>
));

/** Package (inventory). */
export const BoxIcon = createSvgIcon('box', (
  <>
    <path d="M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z" />
    <polyline points="3.27 6.96 12 12.01 20.73 6.96" />
    <line x1="12" y1="22.08" x2="12" y2="12" />
  </>
));

/** House (dashboard). */
export const HomeIcon = createSvgIcon('home', (
  <>
    <path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <polyline points="9 22 9 12 15 12 15 22" />
  </>
));

/** Clipboard (registration, requests). */
export const ClipboardIcon = createSvgIcon('clipboard', (
  <>
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <rect x="8" y="2" width="8" height="4" rx="1" ry="1" />
  </>
));

/** Arrow into a tray (download). */
export const DownloadIcon = createSvgIcon('download', (
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <polyline points="7 10 12 15 17 10" />
    <line x1="12" y1="15" x2="12" y2="3" />
  </>
));

/** Instagram logo. */
export const InstagramIcon = createSvgIcon('instagram', (
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
    <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
    <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
  </>
));

/** Facebook logo. */
export const FacebookIcon = createSvgIcon('facebook', (
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
));

/** LinkedIn logo. */
export const LinkedinIcon = createSvgIcon('linkedin', (
  <>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect x="2" y="9" width="4" height="12" />
    <circle cx="4" cy="4" r="2" />
  </>
));
