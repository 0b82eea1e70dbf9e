/**
 * The top bar: menu toggle, page search, online/offline chip, notifications and the user menu. Light
 * (plain elements on index.html's sheet, menus from `@sge/shared/venue`): the venue path paints it
 * without Chakra, and the Chakra layout shows the same bar. The sign-out's dialog is an island.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { ROLE_LABELS, menuPagesForRole, type MenuItem } from '@sge/shared/access';
import { useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { VenueMenu } from '@sge/shared/venue';
import { ConnectionChip } from './connection-chip';
import { useNotificationHistory } from './notification-history';
import { useSignOut } from './sign-out';
import { Svg } from './svg';

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Finds the pages of the user's menu (the same pages, no more) whose label matches the text. */
export function searchPages(role: string | null, text: string): MenuItem[] {
  const q = fold(text.trim());
  if (!q) return [];
  return menuPagesForRole(role).filter((i) => fold(i.label).includes(q));
}

/** The start of the user menu button's name. */
export const USER_MENU_LABEL = 'Menu do usuário';

/** Initials as an avatar shows them: the first letters of the first and last words. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Top bar: menu toggle, page search, online/offline chip, notifications bell and the user menu. */
export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const username = useSessionStore((s) => s.username);
  const role = useSessionStore((s) => s.role);
  const user = useSessionStore((s) => s.user);
  const history = useNotificationHistory();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchPages(role, query), [role, query]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const first = matches[0];
    if (first?.path) {
      navigate(first.path);
      setQuery('');
    }
  };

  const { requestSignOut, dialog: signOutDialog } = useSignOut();

  return (
    <header className="sge-fs-bar">
      <button
        type="button"
        className="sge-fs-icon"
        aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={menuOpen}
        aria-controls="main-navigation"
        onClick={onToggleMenu}
      >
        <Svg>
          <line x1="3" y1="6" x2="21" y2="6" />
          <line x1="3" y1="12" x2="21" y2="12" />
          <line x1="3" y1="18" x2="21" y2="18" />
        </Svg>
      </button>
      <p className="sge-fs-brand">SGE</p>
      <form role="search" className="sge-fs-search" onSubmit={onSearch}>
        <label htmlFor="top-search">
          <Svg>
            <circle cx="11" cy="11" r="8" />
            <line x1="21" y1="21" x2="16.65" y2="16.65" />
          </Svg>
          {/* On a phone the field needs the room: 'Buscar' stays its accessible name, the icon says it. */}
          <span className="sge-fs-search-label">Buscar</span>
          <input id="top-search" list="top-search-pages" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="páginas do sistema" autoComplete="off" />
        </label>
        <datalist id="top-search-pages">
          {matches.map((m) => (
            <option key={m.id} value={m.label} />
          ))}
        </datalist>
      </form>
      <span className="sge-fs-spacer" />
      <ConnectionChip />
      <VenueMenu
        label={`Notificações (${history.length})`}
        triggerClassName="sge-fs-icon sge-fs-bell"
        items={
          history.length === 0
            ? [{ key: 'empty', label: 'Nenhuma notificação', onSelect: () => undefined, disabled: true }]
            : history.map((n) => ({ key: String(n.id), label: n.text, onSelect: () => undefined }))
        }
      >
        <Svg>
          <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </Svg>
        {history.length > 0 && <span className="sge-fs-dot" aria-hidden="true" />}
      </VenueMenu>
      <VenueMenu
        label={USER_MENU_LABEL}
        nameFromContent
        triggerClassName="sge-fs-icon sge-fs-user"
        items={[
          {
            label: 'Perfil',
            onSelect: () => navigate('/profile'),
            icon: (
              <Svg>
                <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
                <circle cx="12" cy="7" r="4" />
              </Svg>
            ),
          },
          {
            label: 'Configurações',
            onSelect: () => navigate('/settings'),
            icon: (
              <Svg>
                <circle cx="12" cy="12" r="3" />
                <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
              </Svg>
            ),
          },
          {
            label: 'Sair',
            onSelect: () => void requestSignOut(),
            icon: (
              <Svg>
                <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
                <polyline points="16 17 21 12 16 7" />
                <line x1="21" y1="12" x2="9" y2="12" />
              </Svg>
            ),
          },
        ]}
      >
        {/* Named by its content ('Menu do usuário', then the user's name and role as shown), so the
            visible text is part of the name (WCAG 2.5.3); the avatar's initials are decoration. */}
        <span className="sge-sr">{USER_MENU_LABEL}</span>
        <span className="sge-fs-avatar" aria-hidden="true">
          {user?.photoUrl ? <img src={user.photoUrl} alt="" /> : initialsOf(username)}
        </span>
        {/* Below md only the avatar shows: the name and role stay in the button's name. */}
        <span className="sge-fs-who">
          <span className="sge-fs-who-name">{username}</span>
          <span className="sge-fs-who-role">{role ? ROLE_LABELS[role] : ''}</span>
        </span>
      </VenueMenu>
      {signOutDialog}
    </header>
  );
}
