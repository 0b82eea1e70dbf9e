import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { useInViewOnce } from './use-in-view';

/** Deferral constants (SPEC §9): delay = priority × 100 ms; lazy content loads 100 px before view. */
export const DEFERRED_CONTENT = { delayPerPriorityMs: 100, rootMargin: '100px' } as const;

/** Props of {@link DeferredContent}. */
export interface DeferredContentProps {
  children: ReactNode;
  /**
   * Higher renders later: children appear after `priority × 100` ms (0 = right after the first
   * paint). Default 1. Ignored when `lazy`.
   */
  priority?: number;
  /** Render only when the placeholder comes within 100 px of the viewport, instead of after a delay. */
  lazy?: boolean;
  /** Placeholder until then; default a skeleton of `minHeight`. */
  fallback?: ReactNode;
  /** Height reserved by the default placeholder (avoids layout jumps). Default '6rem'. */
  minHeight?: string;
}

/**
 * Defers non-critical content so the rest of the page renders first (SPEC §2 "Deferred content"):
 * by priority (a timer) or, with `lazy`, until it is about to scroll into view.
 */
export function DeferredContent({ children, priority = 1, lazy = false, fallback, minHeight = '6rem' }: DeferredContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [timerDone, setTimerDone] = useState(false);
  const visible = useInViewOnce(ref, DEFERRED_CONTENT.rootMargin, lazy);

  useEffect(() => {
    if (lazy) return;
    const timer = setTimeout(() => setTimerDone(true), Math.max(0, priority) * DEFERRED_CONTENT.delayPerPriorityMs);
    return () => clearTimeout(timer);
  }, [lazy, priority]);

  if (lazy ? visible : timerDone) return <>{children}</>;
  return (
    <Box ref={ref} aria-hidden="true" data-testid="deferred-placeholder">
      {fallback ?? <Skeleton height={minHeight} rounded="md" />}
    </Box>
  );
}
