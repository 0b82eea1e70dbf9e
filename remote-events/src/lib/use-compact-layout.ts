import { useBreakpointValue } from '@sge/shared/ui';

/**
 * True below Chakra's `md` breakpoint (a phone held in one hand): lists become cards and the
 * check-in screen keeps its header in view. Read on the first render (`ssr: false`), so a phone
 * never paints the desktop table first.
 */
export function useCompactLayout(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
}
