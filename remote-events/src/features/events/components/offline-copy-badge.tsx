import { formatDateTime } from '@sge/shared/format';
import { StatusBadge } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';

/** 'Disponível offline' on an event downloaded to this device; its title says when. */
export function OfflineCopyBadge({ downloadedAt }: { downloadedAt: number }) {
  return (
    <StatusBadge
      status="OFFLINE_COPY"
      label={OFFLINE_TEXTS.availableOffline}
      tone="brand"
      title={OFFLINE_TEXTS.downloadedAt(formatDateTime(downloadedAt))}
    />
  );
}
