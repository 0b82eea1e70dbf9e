/**
 * The venue path: the venue path paints without Chakra; the back office uses Chakra.
 *
 * On a phone, signed in and online, `/events` (the list, and with `?evento=<id>` the event's gate
 * screen) is painted by the venue layout
 * (venue-layout.tsx): light components on static sheets around the events remote's `EventsVenue`,
 * outside the Chakra app. They are the only version of those parts and they stay; what needs Chakra
 * there is an island (`@sge/shared/venue`'s lazyIsland). Anywhere else the Chakra app renders.
 *
 * This module is part of main.js (the entry asks it before React) and imports nothing: a shared
 * singleton (react too) can only be consumed behind the entry's async boundary.
 */
/** A phone: below Chakra's `md` breakpoint (48em), where the events page shows cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** The venue path's page and the remote module that paints its content. */
export const VENUE_PAGE = { path: '/events', remote: 'events', module: 'EventsVenue', param: 'evento' } as const;

export interface VenueContext {
  pathname: string;
  search: string;
  /** A session is stored. */
  signedIn: boolean;
  /** The browser says it is online (offline, the Chakra app's empty layout shows the banner). */
  online: boolean;
  /** The viewport matches {@link PHONE_QUERY}. */
  phone: boolean;
}

/** Whether this location is on the venue path (the caller checks the role, as the route guard does). */
export function isVenuePath(context: VenueContext): boolean {
  if (!context.signedIn || !context.online || !context.phone) return false;
  return context.pathname === VENUE_PAGE.path;
}

/** Whether the venue path shows one event's gate screen (`?evento=<id>`) rather than the list. */
export function isGateSearch(search: string): boolean {
  return new URLSearchParams(search).has(VENUE_PAGE.param);
}

/** Whether the window is a phone's ({@link PHONE_QUERY}); false where matchMedia is missing. */
export function isPhoneViewport(win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  try {
    return win?.matchMedia?.(PHONE_QUERY).matches === true;
  } catch {
    return false;
  }
}

/** Whether the app starts on the venue path (the entry asks before React, from the browser's address). */
export function startsOnVenuePath(signedIn: boolean): boolean {
  if (typeof window === 'undefined') return false;
  return isVenuePath({
    pathname: window.location.pathname,
    search: window.location.search,
    signedIn,
    online: typeof navigator === 'undefined' || navigator.onLine !== false,
    phone: isPhoneViewport(),
  });
}
