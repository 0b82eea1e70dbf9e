/** The event detail's way to its close-out (ADMIN, MANAGER, FINANCIAL). */
import { Link as RouterLink } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { Button } from '@sge/shared/ui';
import { closeOutHref } from '../api';
import { CLOSE_OUT_TEXTS } from '../messages';

export function CloseOutLink({ eventId }: { eventId: number }) {
  const { canManagePaymentRequests } = useSessionFlags();
  if (!canManagePaymentRequests) return null;
  return (
    <Button asChild variant="outline">
      <RouterLink to={closeOutHref(eventId)}>{CLOSE_OUT_TEXTS.open}</RouterLink>
    </Button>
  );
}
