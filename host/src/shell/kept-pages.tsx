import { Activity, memo, useCallback, useState, type ReactNode } from 'react';
import { LocationScope, type Location } from '@sge/shared/router';
import { DialogOpenContext } from '@sge/shared/ui';

/** How many pages stay mounted: the one shown and the ones left most recently, hidden. */
export const KEPT_PAGES = 3;

interface KeptPage {
  key: string;
  /** The location the page was last shown at: a hidden page keeps reading it. */
  location: Location;
  /** When it was last shown (a counter): the least recent one goes first when the set is full. */
  shown: number;
}

/** Whether two locations are the same address (a new visit of one has a new `key`). */
const samePlace = (a: Location, b: Location): boolean =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

const latest = (kept: readonly KeptPage[]): number => kept.reduce((last, page) => Math.max(last, page.shown), 0);

/**
 * The kept set once `key` is shown at `location`: added, or made the most recent (keeping its own
 * location object when `location` is the same address, so the page is not drawn again); past
 * `limit`, the least recent is dropped.
 */
export function keepPage(kept: readonly KeptPage[], key: string, location: Location, limit = KEPT_PAGES): readonly KeptPage[] {
  const shown = latest(kept) + 1;
  const next = kept.some((page) => page.key === key)
    ? kept.map((page) => (page.key === key ? { key, location: samePlace(page.location, location) ? page.location : location, shown } : page))
    : [...kept, { key, location, shown }];
  if (next.length <= limit) return next;
  const oldest = next.reduce((a, b) => (b.shown < a.shown ? b : a));
  return next.filter((page) => page !== oldest);
}

interface KeptPageViewProps {
  pageKey: string;
  location: Location;
  render: (key: string) => ReactNode;
  onDialog: (pageKey: string, open: boolean) => void;
}

/** One kept page, behind its own location, telling which of its dialogs are open. */
const KeptPageView = memo(function KeptPageView({ pageKey, location, render, onDialog }: KeptPageViewProps) {
  const reportOpen = useCallback((open: boolean) => onDialog(pageKey, open), [onDialog, pageKey]);
  return (
    <DialogOpenContext value={reportOpen}>
      <LocationScope location={location}>{render(pageKey)}</LocationScope>
    </DialogOpenContext>
  );
});

/**
 * Renders the page of `pageKey` and keeps the last pages left mounted but hidden (React's
 * `Activity`), so going back to one of them from the menu shows what it drew at once, without
 * drawing it again, while its data refreshes behind it: a hidden page's effects, its queries'
 * subscriptions among them, stop, and start again when it shows. (A list's search, page and sort
 * are in its address: the menu's link opens its first page, the browser's back the one left.)
 *
 * A hidden page reads the location it was left at (`LocationScope`), never the
 * address of the page shown: its guard and its search parameters stay its own. The pages keep their
 * order in the tree (a page shown again is not moved), so showing one moves no DOM. With a stable
 * `render`, a kept page is drawn again only when its own location changes.
 */
export function KeptPages({ pageKey, location, render }: { pageKey: string; location: Location; render: (key: string) => ReactNode }) {
  const [kept, setKept] = useState<readonly KeptPage[]>([]);
  // How many dialogs each page has open (a hidden page has none: see below).
  const [openDialogs, setOpenDialogs] = useState<Readonly<Record<string, number>>>({});
  const onDialog = useCallback(
    (key: string, open: boolean) => setOpenDialogs((counts) => ({ ...counts, [key]: (counts[key] ?? 0) + (open ? 1 : -1) })),
    [],
  );
  const current = kept.find((page) => page.key === pageKey);
  // Derived from the location during render (React renders again at once, before committing).
  if (!current || current.shown !== latest(kept) || !samePlace(current.location, location)) {
    // A page left with a dialog open (the browser's back button) is not kept: React 19.2's Activity
    // would hide the page but leave the dialog's portal on screen, over the next page. Unmounted,
    // the page and its dialog go, and the page is drawn anew if the user comes back to it.
    const keepable = kept.filter((page) => page.key === pageKey || !openDialogs[page.key]);
    setKept(keepPage(keepable, pageKey, location));
  }

  return kept.map((page) => (
    <Activity key={page.key} mode={page.key === pageKey ? 'visible' : 'hidden'}>
      <KeptPageView pageKey={page.key} location={page.location} render={render} onDialog={onDialog} />
    </Activity>
  ));
}
