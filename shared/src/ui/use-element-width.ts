/**
 * The width of an element, kept up to date with a ResizeObserver. `null` while unknown: before the
 * first layout, where the element has no box (jsdom), or where ResizeObserver does not exist.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (value: number) => setWidth(value > 0 ? Math.round(value) : null);
    // Measured before the first paint, so a narrow box never shows the wide table first.
    update(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);

  return width;
}
