/**
 * /events on a phone before Chakra arrives (Lighthouse on the coordinator's /events): the events
 * list as plain HTML, with the rich list's texts, accessible names and look, and no behaviour. It
 * loads the page of events through the same store and query as the rich page (useEventsPage), so
 * the rich page, mounted by the host on the first tap, finds the list loaded; the host replays the
 * tap on the rich control with the same `data-handover` key (handover-keys.ts) and reveals the rich
 * page once its list is `[data-first-screen="ready"]`.
 *
 * Must stay Chakra-free (no @sge/shared/ui, @chakra-ui, @emotion, framer-motion, directly or
 * through another module): a test loads it with those modules made to throw.
 */
import { useEffect, useState } from 'react';
import { BrowserRouter, useInRouterContext } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { LEAN_EVENT_CARDS_CSS, LeanEventCards, LeanPlusIcon } from '../features/events/components/lean-event-cards';
import { EVENT_HANDOVER_KEYS } from '../features/events/handover-keys';
import { EVENT_LIST_TEXTS } from '../features/events/messages';
import { useEventStore } from '../features/events/store';
import { useEventsPage } from '../features/events/use-events-page';
import { OFFLINE_TEXTS } from '../lib/offline';
import { localToday } from '../lib/today';
import { useOnlineStatus } from '../lib/use-online-status';
import { useReloadAfterSync } from '../lib/use-reload-after-sync';

/** The id of the `<style>` element holding the first screen's CSS (inserted once). */
export const LEAN_STYLE_ID = 'sge-lean-events';

/** The page's CSS: PageHeader, the offline note and CardsPager as the rich page draws them on a phone. */
const LEAN_PAGE_CSS = `
.sge-le{color:#09090B;line-height:1.5;font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;font-feature-settings:"cv11";-webkit-font-smoothing:antialiased}
:where(.sge-le) *,:where(.sge-le) *::before,:where(.sge-le) *::after{box-sizing:border-box}
:where(.sge-le) :where(h1,p,ul,li){margin:0;padding:0}
.sge-le-header{display:flex;flex-direction:column;align-items:stretch;justify-content:space-between;gap:1rem;margin-bottom:1.5rem}
.sge-le-titles{display:flex;flex-direction:column;gap:.25rem;min-width:0}
.sge-le-title{color:#09090B;font-size:1.25rem;line-height:1.875rem;font-weight:600;overflow-wrap:anywhere}
.sge-le-desc{color:#52525B;overflow-wrap:anywhere}
.sge-le-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;min-width:0}
.sge-le-note{margin-bottom:.75rem;font-size:.875rem;color:#52525B}
.sge-le-muted{color:#52525B}
.sge-le-pager{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin-top:.75rem}
.sge-le-tall{min-height:3rem}
@media (min-width:48em){.sge-le-header{flex-direction:row;align-items:flex-end}.sge-le-title{font-size:1.5rem;line-height:2rem}.sge-le-actions{justify-content:flex-end}}
`;

/** Inserts the first screen's `<style>` once (no document: nothing, e.g. server rendering). */
export function insertLeanStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(LEAN_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = LEAN_STYLE_ID;
  style.textContent = LEAN_PAGE_CSS + LEAN_EVENT_CARDS_CSS;
  document.head.appendChild(style);
}

// On import, so the first render already paints styled.
insertLeanStyles();

/** CardsPager's markup: 'Página anterior', 'Página N de M', 'Próxima página'; nothing for one page. */
function LeanPager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={EVENT_LIST_TEXTS.pager} className="sge-le-pager">
      <button type="button" className="sge-le-btn sge-le-btn-outline sge-le-tall" disabled={page <= 1} data-handover={EVENT_HANDOVER_KEYS.previousPage}>
        {EVENT_LIST_TEXTS.previousPage}
      </button>
      <p className="sge-le-sm">{EVENT_LIST_TEXTS.pageOf(page, pages)}</p>
      <button type="button" className="sge-le-btn sge-le-btn-outline sge-le-tall" disabled={page >= pages} data-handover={EVENT_HANDOVER_KEYS.nextPage}>
        {EVENT_LIST_TEXTS.nextPage}
      </button>
    </nav>
  );
}

function FirstScreen() {
  const events = useEventStore((s) => s.events);
  const loading = useEventStore((s) => s.loading);
  const fromOffline = useEventStore((s) => s.fromOffline);
  const downloads = useEventStore((s) => s.downloads);
  const downloadingId = useEventStore((s) => s.downloadingId);
  const { reload, server } = useEventsPage();
  const online = useOnlineStatus();
  const { isAdminOrManager, isCoordinator, isCoordinatorOrAbove } = useSessionFlags();
  // Before the first load starts the store says neither loading nor loaded: the first paint says
  // 'Carregando dados...', not 'Nenhum evento encontrado.'.
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    reload();
    setAsked(true);
  }, [reload]);
  // A sync that reached the server (the start's own, or the connection's return) may have changed
  // the list: it shows the server's state, as the rich page does.
  useReloadAfterSync(reload);

  const pages = Math.max(1, Math.ceil(server.total / server.pageSize));

  return (
    <section className="sge-le">
      <header className="sge-le-header">
        <div className="sge-le-titles">
          <h1 className="sge-le-title">{EVENT_LIST_TEXTS.title}</h1>
          <p className="sge-le-desc">{EVENT_LIST_TEXTS.description}</p>
        </div>
        {isAdminOrManager && (
          <div className="sge-le-actions">
            <button
              type="button"
              className="sge-le-btn sge-le-btn-gold"
              title={online ? undefined : OFFLINE_TEXTS.unavailable}
              disabled={!online}
              data-handover={EVENT_HANDOVER_KEYS.newEvent}
            >
              <LeanPlusIcon />
              {EVENT_LIST_TEXTS.newEvent}
            </button>
          </div>
        )}
      </header>
      {fromOffline && <p className="sge-le-note">{EVENT_LIST_TEXTS.fromOffline}</p>}
      <LeanEventCards
        events={events}
        loading={loading || !asked}
        today={localToday()}
        todayFirst={isCoordinator}
        canManage={isAdminOrManager}
        canDownload={isCoordinatorOrAbove}
        downloads={downloads}
        downloadingId={downloadingId}
        offline={!online}
      />
      {!fromOffline && <LeanPager page={server.page} pages={pages} />}
    </section>
  );
}

/**
 * The phone's first screen of /events (module federation: './EventsFirstScreen'). The host renders
 * it inside its router; outside one (a bare root) it reads the address from the browser's.
 */
export default function EventsFirstScreen() {
  return useInRouterContext() ? (
    <FirstScreen />
  ) : (
    <BrowserRouter>
      <FirstScreen />
    </BrowserRouter>
  );
}
