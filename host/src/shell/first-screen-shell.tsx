/**
 * The signed-in shell of a phone's first screen, without Chakra (see first-screen.ts): the same top
 * bar, 'Prepare para uso offline' banner, sync card and footer as the Chakra layout, as plain
 * elements styled by the static sheet of index.html, around the remote's Chakra-free page content.
 *
 * Nothing here acts. A control the user activates is reported to `onHandover` (its `data-handover`
 * key, shared with its Chakra twin), and the Chakra app, which that starts, does what it asks.
 * Links (the skip link, the footer's networks) work as they are.
 */
import { Component, Suspense, lazy, useEffect, useMemo, useRef, type ComponentType, type ReactNode, type SyntheticEvent } from 'react';
import { ROLE_LABELS, sessionFlags } from '@sge/shared/access';
import { formatLocalDateTime } from '@sge/shared/format/plain';
import { describeClockSkew, useServerClockStore } from '@sge/shared/http';
import { useSyncStatusStore } from '@sge/shared/offline';
import { STORAGE_KEYS, useSessionStore } from '@sge/shared/session';
import { useOnlineStatus } from '../hooks/use-online-status';
import { lazyFirstScreen } from '../routes/route-loader';
import { findRoute } from '../routes/route-table';
import { CHIP_LABELS, connectionState } from './connection-state';
import type { FirstScreenPath } from './first-screen';
import { handoverTarget } from './handover';
import { knownOfflineEvents } from './offline-events-check';
import { useNotificationHistory } from './notification-history';

/** The user menu button's name starts with it (top-bar.tsx). */
const USER_MENU_LABEL = 'Menu do usuário';

/** Initials as Chakra's Avatar shows them: the first letters of the first and last words. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg className="sge-fs-svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function ConnectionChip() {
  const online = useOnlineStatus();
  const syncing = useSyncStatusStore((s) => s.phase === 'syncing');
  const pending = useSyncStatusStore((s) => s.pending);
  const state = connectionState(online, syncing, pending);
  return (
    <span className="sge-fs-chip" role="status" aria-live="polite" data-testid="connection-chip" data-state={state}>
      {state === 'pending' ? `${CHIP_LABELS.pending} (${pending})` : CHIP_LABELS[state]}
    </span>
  );
}

function TopBar() {
  const username = useSessionStore((s) => s.username);
  const role = useSessionStore((s) => s.role);
  const history = useNotificationHistory();
  return (
    <header className="sge-fs-bar">
      <button type="button" className="sge-fs-icon" aria-label="Abrir menu" aria-expanded="false" data-handover="menu">
        <Svg>
          <line x1="3" y1="6" x2="21" y2="6" />
          <line x1="3" y1="12" x2="21" y2="12" />
          <line x1="3" y1="18" x2="21" y2="18" />
        </Svg>
      </button>
      <form role="search" className="sge-fs-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="top-search">
          <Svg>
            <circle cx="11" cy="11" r="8" />
            <line x1="21" y1="21" x2="16.65" y2="16.65" />
          </Svg>
          <span className="sge-sr">Buscar</span>
          <input id="top-search" placeholder="páginas do sistema" autoComplete="off" data-handover="search" />
        </label>
      </form>
      <ConnectionChip />
      <button type="button" className="sge-fs-icon sge-fs-bell" aria-label={`Notificações (${history.length})`} data-handover="notifications">
        <Svg>
          <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </Svg>
        {history.length > 0 && <span className="sge-fs-dot" aria-hidden="true" />}
      </button>
      <button type="button" className="sge-fs-icon sge-fs-user" data-handover="user-menu" aria-haspopup="menu" aria-expanded="false">
        <span className="sge-sr">{USER_MENU_LABEL}</span>
        <span className="sge-fs-avatar" aria-hidden="true">
          {initialsOf(username)}
        </span>
        <span className="sge-sr">
          <span>{username}</span>
          <span>{role ? ROLE_LABELS[role] : ''}</span>
        </span>
      </button>
    </header>
  );
}

const prepDismissed = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEYS.offlineBannerDismissed) === 'true';
  } catch {
    return false;
  }
};

/** 'Prepare para uso offline', when the Chakra layout would show it (app-banners.tsx). */
function OfflinePrepBanner({ venue }: { venue: boolean }) {
  const due = useMemo(() => venue && !prepDismissed() && knownOfflineEvents() === false, [venue]);
  if (!due) return null;
  return (
    <div role="region" aria-label="Prepare para uso offline" className="sge-fs-card sge-fs-banner">
      <div className="sge-fs-row">
        <div>
          <p className="sge-fs-title">Prepare para uso offline</p>
          <p className="sge-fs-sm">Baixe os próximos eventos para registrar entradas e saídas mesmo sem conexão.</p>
        </div>
        <div className="sge-fs-actions">
          <button type="button" className="sge-btn sge-btn-sm sge-btn-outline" data-handover="offline-prep-dismiss">
            <span>Agora não</span>
          </button>
          <button type="button" className="sge-btn sge-btn-sm" data-handover="offline-prep-prepare">
            <span>Preparar</span>
          </button>
        </div>
      </div>
    </div>
  );
}

/** The sync card of /events (sync-manager-card.tsx). */
function SyncCard() {
  const online = useOnlineStatus();
  const { phase, pending, lastSuccessAt, lastFailureAt, lastError } = useSyncStatusStore();
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
        <button type="button" className="sge-btn sge-btn-sm" data-handover="sync-now" disabled={!online || phase === 'syncing'}>
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

const NETWORKS = [
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    shapes: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
        <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
      </>
    ),
  },
  { label: 'Facebook', href: 'https://www.facebook.com/', shapes: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" /> },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    shapes: (
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </>
    ),
  },
] as const;

function Footer() {
  return (
    <footer className="sge-fs-footer">
      <p className="sge-fs-sm sge-fs-muted">© {new Date().getFullYear()} SGE — Sistema de Gestão de Eventos</p>
      <ul aria-label="Redes sociais">
        {NETWORKS.map(({ label, href, shapes }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <Svg>{shapes}</Svg>
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}

/** A failed load of the remote's content: the Chakra app takes over (it shows the remote's error). */
class ContentBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Loading() {
  return (
    <p role="status" aria-live="polite" className="sge-fs-sm">
      Carregando...
    </p>
  );
}

export interface FirstScreenShellProps {
  path: FirstScreenPath;
  /**
   * A control with a `data-handover` key was activated (clicked, or a field focused: `activate`
   * true) or only reached by the keyboard (false).
   */
  onHandover: (control: HTMLElement, activate: boolean) => void;
  /** The key of the control being handed over: it shows as busy. */
  pending: string | null;
  /** The content could not be loaded: the Chakra app is needed now. */
  onFailed: () => void;
}

/** The phone's first screen: the shell and the remote's content, with no Chakra (first-screen.ts). */
export function FirstScreenShell({ path, onHandover, pending, onFailed }: FirstScreenShellProps) {
  const root = useRef<HTMLDivElement>(null);
  const role = useSessionStore((s) => s.role);
  const { isCoordinatorOrAbove } = sessionFlags(role);
  const Content = useMemo(() => lazy(() => lazyFirstScreen(path) as Promise<{ default: ComponentType }>), [path]);

  // The title the Chakra page will set (route-page.tsx), from the same route table.
  useEffect(() => {
    document.title = `${findRoute(path).title} | SGE`;
  }, [path]);

  // The control being handed over shows as busy until the Chakra page replaces this one.
  useEffect(() => {
    const control = pending ? root.current?.querySelector(`[data-handover="${pending}"]`) : null;
    control?.setAttribute('aria-busy', 'true');
    return () => control?.removeAttribute('aria-busy');
  }, [pending]);

  const onClick = (event: SyntheticEvent) => {
    const control = root.current && handoverTarget(event.target, root.current);
    if (!control || control instanceof HTMLInputElement) return;
    event.preventDefault();
    onHandover(control, true);
  };
  // A field is handed over on focus (what is typed follows it); any other control only keeps the
  // keyboard's place, unless it is then activated.
  const onFocus = (event: SyntheticEvent) => {
    const control = root.current && handoverTarget(event.target, root.current);
    if (control) onHandover(control, control instanceof HTMLInputElement);
  };

  return (
    <div ref={root} className="sge-fs" data-testid="first-screen" onClickCapture={onClick} onFocusCapture={onFocus}>
      <a href="#main-content" className="sge-fs-skip">
        Pular para o conteúdo
      </a>
      <TopBar />
      <main id="main-content" tabIndex={-1} className="sge-fs-main">
        <OfflinePrepBanner venue={isCoordinatorOrAbove} />
        {isCoordinatorOrAbove && <SyncCard />}
        <ContentBoundary onFailed={onFailed}>
          <Suspense fallback={<Loading />}>
            <Content />
          </Suspense>
        </ContentBoundary>
      </main>
      <Footer />
    </div>
  );
}
