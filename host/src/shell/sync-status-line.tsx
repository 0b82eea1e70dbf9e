import { useId, useState } from 'react';
import { formatLocalTime as formatTime } from '@sge/shared/format/plain';
import { describeClockSkew, useServerClockStore } from '@sge/shared/http';
import { syncNow, useSyncStatusStore } from '@sge/shared/offline';
import { VenueButton, VenueChevronDownIcon, VenueChevronUpIcon } from '@sge/shared/venue';
import { useOnlineStatus } from '../hooks/use-online-status';
import { OfflinePrepBanner } from './offline-prep-banner';
import { CHIP_LABELS, connectionState } from './connection-state';
import SyncManagerCard from './sync-manager-card';

/** The texts of the gate screen's status line. */
export const STATUS_LINE_TEXTS = {
  region: 'Situação da sincronização',
  pending: (n: number) => (n === 0 ? 'nada pendente' : n === 1 ? '1 pendente' : `${n} pendentes`),
  lastSync: (time: string) => `sincronizado às ${time}`,
  never: 'ainda não sincronizado',
  sync: 'Sincronizar',
  /** The button's name keeps the full card's words ('Sincronizar Agora'), its visible text first. */
  syncName: 'Sincronizar Agora',
} as const;

/**
 * The gate screen's sync status, one line of about 44 px instead of the 'Prepare para uso offline'
 * banner and the sync card: online or offline, what is pending, the last sync, and 'Sincronizar'
 * when something is pending. Tapping the line opens the full cards under it. A device clock off
 * the server's is said under the line at once. A light component (the venue sheet): the venue
 * layout paints it without Chakra, and the Chakra layouts show the same element.
 */
export function SyncStatusLine() {
  const online = useOnlineStatus();
  const phase = useSyncStatusStore((s) => s.phase);
  const pending = useSyncStatusStore((s) => s.pending);
  const lastSuccessAt = useSyncStatusStore((s) => s.lastSuccessAt);
  const clockWarning = describeClockSkew(useServerClockStore((s) => s.offsetMs));
  const [open, setOpen] = useState(false);
  const cardsId = useId();
  const syncing = phase === 'syncing';
  const state = connectionState(online, syncing, pending);
  const summary = [
    CHIP_LABELS[state],
    STATUS_LINE_TEXTS.pending(pending),
    lastSuccessAt ? STATUS_LINE_TEXTS.lastSync(formatTime(lastSuccessAt)) : STATUS_LINE_TEXTS.never,
  ].join(' · ');

  return (
    <section aria-label={STATUS_LINE_TEXTS.region} className="sge-v-status" data-testid="sync-status-line">
      <div className="sge-v-status-bar">
        <button
          type="button"
          className="sge-v-status-btn"
          aria-expanded={open}
          aria-controls={open ? cardsId : undefined}
          data-state={state}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="sge-v-dot" data-state={state} aria-hidden="true" />
          <span className="sge-v-grow-box sge-v-ellipsis">{summary}</span>
          {open ? <VenueChevronUpIcon /> : <VenueChevronDownIcon />}
        </button>
        {pending > 0 && (
          <VenueButton
            variant="primary"
            aria-label={STATUS_LINE_TEXTS.syncName}
            style={{ minHeight: '2.75rem' }}
            disabled={!online || syncing}
            loading={syncing}
            onClick={() => void syncNow({ flush: true, announce: true })}
          >
            {STATUS_LINE_TEXTS.sync}
          </VenueButton>
        )}
      </div>
      {/* A wrong device clock is said at once, not behind the tap (the full card says it too). */}
      {clockWarning && !open && (
        <p className="sge-v-warn" role="alert" data-testid="clock-warning-line">
          {clockWarning}
        </p>
      )}
      {open && (
        <div id={cardsId} style={{ marginTop: '.5rem' }}>
          <OfflinePrepBanner />
          <SyncManagerCard />
        </div>
      )}
    </section>
  );
}
