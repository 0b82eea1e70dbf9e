import { formatLocalDateTime } from '@sge/shared/format/plain';
import { describeClockSkew, useServerClockStore } from '@sge/shared/http';
import { syncNow, useSyncStatusStore } from '@sge/shared/offline';
import { useOnlineStatus } from '../hooks/use-online-status';
import { ConnectionChip } from './connection-chip';

/**
 * Sync manager (SPEC §2): what is waiting, when sync last worked or failed, and 'Sincronizar Agora'.
 * Light (index.html's sheet): the venue path paints it without Chakra.
 */
export default function SyncManagerCard() {
  const online = useOnlineStatus();
  const { phase, pending, lastSuccessAt, lastFailureAt, lastError } = useSyncStatusStore();
  const syncing = phase === 'syncing';
  const clockWarning = describeClockSkew(useServerClockStore((s) => s.offsetMs));
  const failedLast = lastFailureAt && (!lastSuccessAt || lastFailureAt > lastSuccessAt);
  return (
    <section aria-labelledby="sync-card-title" className="sge-fs-card">
      <div className="sge-fs-row">
        <div>
          <div className="sge-fs-inline">
            <p id="sync-card-title" className="sge-fs-title">
              Sincronização
            </p>
            <ConnectionChip />
          </div>
          <p className="sge-fs-sm" data-testid="sync-pending">
            {pending === 0 ? 'Nenhum registro pendente.' : pending === 1 ? '1 registro pendente de envio.' : `${pending} registros pendentes de envio.`}
          </p>
          <p className="sge-fs-sm sge-fs-muted">
            {lastSuccessAt ? `Última sincronização: ${formatLocalDateTime(lastSuccessAt)}` : 'Ainda não sincronizado neste dispositivo.'}
            {failedLast ? ` · Última falha: ${formatLocalDateTime(lastFailureAt)}${lastError ? ` (${lastError})` : ''}` : ''}
          </p>
        </div>
        <button
          type="button"
          className="sge-btn sge-btn-sm"
          onClick={() => void syncNow({ flush: true, announce: true })}
          disabled={!online || syncing}
          aria-busy={syncing || undefined}
        >
          <span>Sincronizar Agora</span>
        </button>
      </div>
      {clockWarning && (
        <div role="alert" className="sge-fs-warning" data-testid="clock-warning">
          {clockWarning}
        </div>
      )}
    </section>
  );
}
