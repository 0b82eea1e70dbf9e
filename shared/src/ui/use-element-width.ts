/**
 * The width of an element, kept up to date with a ResizeObserver. `null` while unknown: before the
 * observer's first report, or where ResizeObserver does not exist (jsdom).
 *
 * With `thresholds` (the widths at which the caller's layout changes), the width is rounded down to
 * the largest threshold it reaches (0 below them all), and a width at or above every threshold reads
 * `null`, as an unknown one does (callers show their widest layout for both). The state then only
 * changes when the layout does: measuring a wide table after its first commit, or a window resized by
 * a few pixels, renders nothing again (a list page's mount paid a second render of every row for it,
 * issue 15's menu switch).
 *
 * An element measured with thresholds starts from the width class last reported for the same
 * thresholds (a list page's table, shown again): going back to a list, its first render already has
 * the layout the observer then confirms, instead of the widest layout redrawn at once in the narrower
 * one (a second render of every row, most of a list's way back on a laptop, issue 30). An element
 * never measured with its thresholds starts from `estimate`, the width it is expected to have (a list
 * page's table: the page area's, {@link pageAreaWidth}), so a list opened for the first time is drawn
 * once in its layout too (issue 30, the menu switch). A class that no longer fits (another table, a
 * resized window, an estimate too wide) is corrected by the observer's first report, before the paint,
 * as an unknown width is.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** `width` as {@link useElementWidth} reports it for these thresholds. */
export function widthClass(width: number | null, thresholds?: readonly number[]): number | null {
  if (width === null || width <= 0) return null;
  if (!thresholds) return Math.round(width);
  let reached = 0;
  let below = false;
  for (const t of thresholds) {
    if (width >= t) reached = Math.max(reached, t);
    else below = true;
  }
  return below ? reached : null;
}

/** The width class last reported, by thresholds (their `join(',')`). */
const lastWidthClass = new Map<string, number | null>();

/** The inner width of the area the shell draws pages in, as the shell last measured it (null: not yet). */
let pageArea: number | null = null;

/** Told by the shell each time the page area's inner width changes (null when there is no page area). */
export function setPageAreaWidth(width: number | null): void {
  pageArea = width;
}

/** The inner width of the page area, the width a page's own table spans (null while unknown). */
export const pageAreaWidth = (): number | null => pageArea;

/** Forgets the width classes reported so far and the page area's width (tests that lay out boxes of several widths). */
export function forgetWidthClasses(): void {
  lastWidthClass.clear();
  pageArea = null;
}

export function useElementWidth(ref: RefObject<HTMLElement | null>, thresholds?: readonly number[], estimate?: number | null): number | null {
  const key = thresholds ? thresholds.join(',') : '';
  const [width, setWidth] = useState<number | null>(() => {
    if (!key) return null;
    return lastWidthClass.has(key) ? (lastWidthClass.get(key) ?? null) : widthClass(estimate ?? null, thresholds);
  });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const marks = key ? key.split(',').map(Number) : undefined;
    // No measuring in the commit: getBoundingClientRect there forced a layout of the whole new page,
    // which the browser then laid out again for its paint (about a third of the main thread's work
    // going back to a list by the menu, issue 30). The observer's first report comes after the
    // browser's own layout and before its paint; a width that changes the layout (a narrow box) is
    // rendered at once (flushSync), so a narrow box never shows the wide table first.
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const next = widthClass(entry.contentRect.width, marks);
      if (key) lastWidthClass.set(key, next);
      flushSync(() => setWidth(next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, key]);

  return width;
}
