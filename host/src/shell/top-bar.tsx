import { useMemo, useState, type FormEvent } from 'react';
import { ROLE_LABELS, menuPagesForRole, type MenuItem } from '@sge/shared/access';
import {
  ActionMenu,
  Avatar,
  Box,
  IconButton,
  Input,
  Text,
  BellIcon,
  LogoutIcon,
  MenuIcon,
  SearchIcon,
  SettingsIcon,
  UserIcon,
  VisuallyHidden,
  chakra,
} from '@sge/shared/ui';
import { useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { ConnectionChip } from './connection-chip';
import { useNotificationHistory } from './notification-history';
import { useSignOut } from './sign-out';

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Finds the pages of the user's menu (the same pages, no more) whose label matches the text. */
export function searchPages(role: string | null, text: string): MenuItem[] {
  const q = fold(text.trim());
  if (!q) return [];
  return menuPagesForRole(role).filter((i) => fold(i.label).includes(q));
}

/** The start of the user menu button's name. */
export const USER_MENU_LABEL = 'Menu do usuário';

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
  const logout = () => void requestSignOut();

  return (
    <Box
      as="header"
      position="sticky"
      top={0}
      zIndex={1300}
      h="64px"
      display="flex"
      alignItems="center"
      gap={{ base: 2, md: 4 }}
      px={{ base: 2, md: 4 }}
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <IconButton
        aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={menuOpen}
        aria-controls="main-navigation"
        variant="ghost"
        color="brand.secondary"
        minW="11"
        h="11"
        flexShrink={0}
        onClick={onToggleMenu}
        data-handover="menu"
      >
        <MenuIcon />
      </IconButton>
      <Text fontWeight="bold" color="brand.secondary" fontSize="lg" display={{ base: 'none', sm: 'block' }} flexShrink={0}>
        SGE
      </Text>
      <chakra.form role="search" onSubmit={onSearch} flex="1" minW={0} maxW="420px" position="relative">
        <chakra.label htmlFor="top-search" display="flex" alignItems="center" gap={2} borderWidth="1px" borderRadius="md" px={2} minH="11" borderColor="gray.300">
          <SearchIcon />
          {/* On a phone the field needs the room: 'Buscar' stays its accessible name, the icon says it. */}
          <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap" srOnly={{ base: true, sm: false }}>
            Buscar
          </Text>
          <Input
            id="top-search"
            list="top-search-pages"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="páginas do sistema"
            border="none"
            size="sm"
            minW={0}
            _focusVisible={{ outline: 'none' }}
            autoComplete="off"
            data-handover="search"
          />
        </chakra.label>
        <datalist id="top-search-pages">
          {matches.map((m) => (
            <option key={m.id} value={m.label} />
          ))}
        </datalist>
      </chakra.form>
      <Box flex="1" display={{ base: 'none', md: 'block' }} />
      <ConnectionChip />
      <ActionMenu
        label={`Notificações (${history.length})`}
        triggerProps={{ variant: 'ghost', color: 'brand.secondary', position: 'relative', px: 2, minW: '11', h: '11', flexShrink: 0, 'data-handover': 'notifications' }}
        items={
          history.length === 0
            ? [{ key: 'empty', label: 'Nenhuma notificação', onSelect: () => undefined, disabled: true }]
            : history.map((n) => ({ key: String(n.id), label: n.text, onSelect: () => undefined }))
        }
      >
        <BellIcon />
        {history.length > 0 && (
          <Box as="span" position="absolute" top="6px" right="6px" w="8px" h="8px" borderRadius="full" bg="red.600" aria-hidden="true" />
        )}
      </ActionMenu>
      <ActionMenu
        label={USER_MENU_LABEL}
        nameFromContent
        triggerProps={{ variant: 'ghost', px: 1, h: 'auto', minH: '11', minW: '11', py: 1, flexShrink: 0, 'data-handover': 'user-menu' }}
        items={[
          { label: 'Perfil', onSelect: () => navigate('/profile'), icon: <UserIcon /> },
          { label: 'Configurações', onSelect: () => navigate('/settings'), icon: <SettingsIcon /> },
          { label: 'Sair', onSelect: logout, icon: <LogoutIcon /> },
        ]}
      >
        {/* Named by its content ('Menu do usuário', then the user's name and role as shown), so the
            visible text is part of the name (WCAG 2.5.3); the avatar's initials are decoration. */}
        <VisuallyHidden>{USER_MENU_LABEL}</VisuallyHidden>
        <Avatar.Root size="sm" bg="brand.secondary" color="white" aria-hidden="true">
          {user?.photoUrl && <Avatar.Image src={user.photoUrl} alt="" />}
          <Avatar.Fallback name={username ?? undefined} />
        </Avatar.Root>
        {/* Below md only the avatar shows: the name and role stay in the button's name. */}
        <Box srOnly={{ base: true, md: false }} textAlign="left">
          <Text fontSize="sm" fontWeight="semibold" lineHeight="1.1">
            {username}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {role ? ROLE_LABELS[role] : ''}
          </Text>
        </Box>
      </ActionMenu>
      {signOutDialog}
    </Box>
  );
}
