/**
 * The width of an element, kept up to date with a ResizeObserver. `null` while unknown: before the
 * first layout, where the element has no box (jsdom), or where ResizeObserver does not exist.
 *
 * With `thresholds` (the widths at which the caller's layout changes), the width is rounded down to
 * the largest threshold it reaches (0 below them all), and a width at or above every threshold reads
 * `null`, as an unknown one does (callers show their widest layout for both). The state then only
 * changes when the layout does: measuring a wide table after its first commit, or a window resized by
 * a few pixels, renders nothing again (a list page's mount paid a second render of every row for it,
 * issue 15's menu switch).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

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

export function useElementWidth(ref: RefObject<HTMLElement | null>, thresholds?: readonly number[]): number | null {
  const [width, setWidth] = useState<number | null>(null);
  const key = thresholds ? thresholds.join(',') : '';

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const marks = key ? key.split(',').map(Number) : undefined;
    const update = (value: number) => setWidth(widthClass(value, marks));
    // Measured before the first paint, so a narrow box never shows the wide table first.
    update(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, key]);

  return width;
}
