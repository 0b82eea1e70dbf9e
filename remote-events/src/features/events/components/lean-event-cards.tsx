/**
 * The events list on a phone as plain HTML: the same cards, texts and accessible names as
 * EventCards (event-cards.tsx), with no Chakra, no emotion and no behaviour. The phone's first
 * screen shows it while Chakra loads; a tap is replayed by the host on the rich control carrying
 * the same `data-handover` key. Styles: LEAN_EVENT_CARDS_CSS (the `sge-le-` classes), matching the
 * rich cards' Chakra tokens (theme.ts, theme-tokens.ts).
 */
import type { ReactNode } from 'react';
import type { EventListItem } from '@sge/shared/contract';
import type { EventCardsProps } from './event-cards';
import { formatLocalDateTime } from '@sge/shared/format/plain';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { daysRangeLabel, happensOn, todayFirst } from '../event-dates';
import { EVENT_HANDOVER_KEYS } from '../handover-keys';
import { EVENT_LIST_TEXTS, OFFLINE_COPY_LABELS } from '../messages';

/**
 * The status badge's texts and tones as `StatusBadge` gives them (KNOWN_STATUSES in
 * @sge/shared/ui/status-badge.tsx, which imports Chakra): 'ACTIVE' success, 'FINALIZED' neutral.
 */
export const LEAN_STATUS_BADGES = {
  active: { label: 'Ativo', tone: 'green' },
  finalized: { label: 'Finalizado', tone: 'gray' },
} as const;

/**
 * EventCards' props without its handlers (nothing here acts; `loading` is true until the list has
 * loaded, so the first paint says 'Carregando dados...'). A type-only import: no Chakra at run time.
 */
export type LeanEventCardsProps = Omit<EventCardsProps, 'onOpen' | 'onEdit' | 'onDelete' | 'onDownload'>;

/** 24×24 stroke icons as the rich page draws them (icons.tsx), decorative. */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const LeanDownloadIcon = () => (
  <Svg>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <polyline points="7 10 12 15 17 10" />
    <line x1="12" y1="15" x2="12" y2="3" />
  </Svg>
);

export const LeanPlusIcon = () => (
  <Svg>
    <line x1="12" y1="5" x2="12" y2="19" />
    <line x1="5" y1="12" x2="19" y2="12" />
  </Svg>
);

const LeanMoreVerticalIcon = () => (
  <Svg>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </Svg>
);

interface LeanEventCardProps extends Pick<LeanEventCardsProps, 'today' | 'canManage' | 'canDownload' | 'offline'> {
  event: EventListItem;
  downloadedAt: number | undefined;
  downloading: boolean;
}

function LeanEventCard({ event, today, canManage, canDownload, offline, downloadedAt, downloading }: LeanEventCardProps) {
  const status = event.isFinalized ? LEAN_STATUS_BADGES.finalized : LEAN_STATUS_BADGES.active;
  const downloadLabel = downloadedAt !== undefined ? OFFLINE_COPY_LABELS.refresh : OFFLINE_COPY_LABELS.download;
  return (
    <li className="sge-le-card">
      <div className="sge-le-top">
        <div className="sge-le-info">
          <p className="sge-le-name">{event.name}</p>
          <p className="sge-le-sm">{daysRangeLabel(event)}</p>
          <p className="sge-le-place">{event.location}</p>
        </div>
        {canManage && !event.isFinalized && (
          <button
            type="button"
            className="sge-le-btn sge-le-btn-icon"
            aria-label={EVENT_LIST_TEXTS.actionsOf(event.name)}
            aria-haspopup="menu"
            aria-expanded="false"
            data-handover={EVENT_HANDOVER_KEYS.actions(event.id)}
          >
            <LeanMoreVerticalIcon />
          </button>
        )}
      </div>
      <div className="sge-le-meta">
        {happensOn(event, today) && <span className="sge-le-badge sge-le-badge-gold">{EVENT_LIST_TEXTS.today}</span>}
        <span className={`sge-le-badge sge-le-badge-${status.tone}`}>{status.label}</span>
        {downloadedAt !== undefined && (
          <span className="sge-le-badge sge-le-badge-gold" title={OFFLINE_TEXTS.downloadedAt(formatLocalDateTime(downloadedAt))}>
            {OFFLINE_TEXTS.availableOffline}
          </span>
        )}
        <p className="sge-le-sm">{EVENT_LIST_TEXTS.staffCount(event.staffCount)}</p>
      </div>
      <div className="sge-le-buttons">
        <button
          type="button"
          className="sge-le-btn sge-le-btn-gold sge-le-grow"
          aria-label={EVENT_LIST_TEXTS.detailsOf(event.name)}
          data-handover={EVENT_HANDOVER_KEYS.open(event.id)}
        >
          {EVENT_LIST_TEXTS.details}
        </button>
        {canDownload && !event.isFinalized && (
          <button
            type="button"
            className="sge-le-btn sge-le-btn-outline sge-le-grow sge-le-wraps"
            aria-label={`${downloadLabel}: ${event.name}`}
            title={offline ? OFFLINE_TEXTS.unavailable : undefined}
            disabled={offline || downloading}
            data-handover={EVENT_HANDOVER_KEYS.download(event.id)}
          >
            <LeanDownloadIcon />
            {downloadLabel}
          </button>
        )}
      </div>
    </li>
  );
}

/** The cards of EventCards in plain HTML (no menu, no handlers: the host hands taps over). */
export function LeanEventCards({ events, loading, today, todayFirst: first, downloads, downloadingId, ...rest }: LeanEventCardsProps) {
  const ordered = first ? todayFirst(events, today) : events;
  if (ordered.length === 0) {
    return <p className="sge-le-muted">{loading ? EVENT_LIST_TEXTS.loading : EVENT_LIST_TEXTS.empty}</p>;
  }
  return (
    <ul role="list" aria-label={EVENT_LIST_TEXTS.list} className="sge-le-list">
      {ordered.map((event) => (
        <LeanEventCard
          key={event.id}
          event={event}
          today={today}
          downloadedAt={downloads[event.id]}
          downloading={downloadingId === event.id}
          {...rest}
        />
      ))}
    </ul>
  );
}

const FOCUS = '#927422'; // gold.700: 4.4:1 on white (the gold palette's focus ring)

/**
 * The cards' CSS: the rich cards' Chakra values (sizes, radii, palettes) as plain rules. The
 * download label wraps inside its half of the card (360 px) instead of overflowing it.
 */
export const LEAN_EVENT_CARDS_CSS = `
.sge-le-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.sge-le-card{list-style:none;display:flex;flex-direction:column;gap:.5rem;border:1px solid #E4E4E7;border-radius:.375rem;padding:.75rem;background:#FFFFFF}
.sge-le-top{display:flex;gap:.5rem;align-items:flex-start}
.sge-le-info{flex:1;min-width:0}
.sge-le-name{font-weight:600;overflow-wrap:anywhere}
.sge-le-sm{font-size:.875rem}
.sge-le-place{font-size:.875rem;color:#52525B;overflow-wrap:anywhere}
.sge-le-meta{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.sge-le-badge{display:inline-flex;align-items:center;gap:.25rem;min-height:1.25rem;padding:0 .375rem;border-radius:.25rem;font-size:.75rem;line-height:1rem;font-weight:500;font-variant-numeric:tabular-nums;white-space:nowrap}
.sge-le-badge-gold{background:#F6EDCC;color:#6D561B}
.sge-le-badge-green{background:#DCFCE7;color:#116932}
.sge-le-badge-gray{background:#F4F4F5;color:#27272A}
.sge-le-buttons{display:flex;flex-wrap:wrap;gap:.5rem}
.sge-le-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;position:relative;flex-shrink:0;height:2.5rem;min-width:2.5rem;margin:0;padding:0 1rem;border:1px solid transparent;border-radius:.25rem;background:transparent;color:#27272A;font:inherit;font-size:.875rem;line-height:1.25rem;font-weight:500;text-align:center;white-space:nowrap;vertical-align:middle;cursor:pointer;-webkit-appearance:none;appearance:none}
.sge-le-btn:focus-visible{outline:2px solid ${FOCUS};outline-offset:2px}
.sge-le-btn:disabled{opacity:.5;cursor:not-allowed}
.sge-le-btn svg{width:1em;height:1em;flex-shrink:0}
.sge-le-btn-gold{background:#D4AF37;color:#0A1226}
.sge-le-btn-outline{border-color:#E4E4E7}
.sge-le-btn-icon{min-width:3rem;min-height:3rem;padding:0}
.sge-le-grow{flex:1 1 0%;height:auto;min-height:3rem}
.sge-le-wraps{padding-top:.25rem;padding-bottom:.25rem;white-space:normal}
@media (hover:hover){.sge-le-btn-gold:hover:not(:disabled){background:rgba(212,175,55,.9)}.sge-le-btn-outline:hover:not(:disabled),.sge-le-btn-icon:hover:not(:disabled){background:#F4F4F5}}
`;
