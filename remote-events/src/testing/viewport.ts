/**
 * A `matchMedia` that answers width queries against `window.innerWidth`, so components that pick
 * their layout with Chakra's breakpoints (cards below `md`, tables from `md` up) render in jsdom as
 * they would on a screen of that width. jsdom's own window is 1024 px wide (a desktop); phone tests
 * call `setViewportWidth(360)`.
 */

type Listener = (event: MediaQueryListEvent) => void;

const listeners = new Map<string, Set<Listener>>();

const toPx = (value: string, unit: string): number => (unit === 'px' ? Number(value) : Number(value) * 16);

/** True when every `(min-width: …)` / `(max-width: …)` of `query` holds at `width`. */
export function mediaMatches(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, value, unit]) => (kind === 'min' ? width >= toPx(value, unit) : width <= toPx(value, unit)));
}

/** Installs the width-aware `matchMedia` (done once for every test by the jest setup). */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const mql = {
      media: query,
      get matches() {
        return mediaMatches(query, window.innerWidth);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)?.add(listener);
      },
      removeEventListener: (_type: string, listener: Listener) => listeners.get(query)?.delete(listener),
      addListener: (listener: Listener) => mql.addEventListener('change', listener),
      removeListener: (listener: Listener) => mql.removeEventListener('change', listener),
      dispatchEvent: () => false,
    };
    return mql as unknown as MediaQueryList;
  };
}

/** Resizes the window and tells the media queries whose answer changed. */
export function setViewportWidth(width: number): void {
  const before = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const [query, set] of listeners) {
    const was = mediaMatches(query, before);
    const now = mediaMatches(query, width);
    if (was === now) continue;
    for (const listener of set) listener({ media: query, matches: now } as MediaQueryListEvent);
  }
}

/** The phone the coordinator holds at the gate, and jsdom's default desktop. */
export const PHONE_WIDTH = 360;
export const DESKTOP_WIDTH = 1024;
