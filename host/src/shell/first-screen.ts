/**
 * The Chakra-free first screen of a phone (issue 15, Lighthouse on the coordinator's /events).
 *
 * Signed in on a phone, the coordinator's first screen is the events list. Rendered with Chakra, its
 * first paint waited for about 100 KB of Chakra, emotion and the theme, and their evaluation and
 * style work were most of the Total Blocking Time. It is now painted as /login is: plain elements
 * and the static sheet of index.html (the shell, in first-screen-shell.tsx) around the events
 * remote's own Chakra-free list (`events/EventsFirstScreen`).
 *
 * The Chakra app stays the one place where the controls behave. On the user's first action it loads
 * and renders the same page hidden; once that page is ready it replaces the first screen, and the
 * control the user activated there is activated again on the Chakra page: both carry the same
 * `data-handover` key (see handover.ts).
 *
 * This module is Chakra-free and imports nothing the entry does not already have.
 */

/** A phone: below Chakra's `md` breakpoint (48em), where the events page shows cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** The pages with a first screen, and the remote module that paints their content. */
export const FIRST_SCREENS = {
  '/events': { remote: 'events', module: 'EventsFirstScreen', param: 'evento' },
} as const;

export type FirstScreenPath = keyof typeof FIRST_SCREENS;

export interface FirstScreenContext {
  pathname: string;
  search: string;
  /** A session is stored. */
  signedIn: boolean;
  /** The browser says it is online (offline, the shell differs: banner, no menu). */
  online: boolean;
  /** The viewport matches {@link PHONE_QUERY}. */
  phone: boolean;
}

/**
 * The first screen to paint instead of the Chakra app, or null. Only at start: once the Chakra app
 * has been shown it stays. The role is checked by the caller (the route guard's rule).
 */
export function firstScreenFor(context: FirstScreenContext): FirstScreenPath | null {
  if (!context.signedIn || !context.online || !context.phone) return null;
  if (!(context.pathname in FIRST_SCREENS)) return null;
  const path = context.pathname as FirstScreenPath;
  if (new URLSearchParams(context.search).has(FIRST_SCREENS[path].param)) return null;
  return path;
}

/** Whether the window is a phone's ({@link PHONE_QUERY}); false where matchMedia is missing. */
export function isPhoneViewport(win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  try {
    return win?.matchMedia?.(PHONE_QUERY).matches === true;
  } catch {
    return false;
  }
}

/** This start's decision: undefined until first asked, null once the Chakra app has been shown. */
let decided: FirstScreenPath | null | undefined;

/**
 * The first screen of this start, decided once from the address, the connection and the viewport at
 * start (the entry asks first, before React; the app asks again and gets the same answer).
 */
export function startFirstScreen(signedIn: boolean): FirstScreenPath | null {
  if (decided === undefined) {
    decided =
      typeof window === 'undefined'
        ? null
        : firstScreenFor({
            pathname: window.location.pathname,
            search: window.location.search,
            signedIn,
            online: typeof navigator === 'undefined' || navigator.onLine !== false,
            phone: isPhoneViewport(),
          });
  }
  return decided;
}

/** The Chakra app is shown (or needed): no first screen until the next start. */
export function endFirstScreen(): void {
  decided = null;
}

/** Forgets this start's decision (tests). */
export function resetFirstScreen(): void {
  decided = undefined;
}
