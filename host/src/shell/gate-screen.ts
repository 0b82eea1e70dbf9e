import { useLocation } from '@sge/shared/router';
import { useBreakpointValue } from '@sge/shared/ui';

/**
 * True on the gate screen: one event open on /events (`?evento=<id>`) below `md` (a phone). There
 * the shell shows one status line instead of the offline-preparation banner and the sync card.
 */
export function useGateScreen(): boolean {
  const { pathname, search } = useLocation();
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  return compact && pathname === '/events' && new URLSearchParams(search).has('evento');
}
