/**
 * The global notification queue (SPEC §2 snackbar, §9 timeouts). Any app pushes; the host shows.
 */
import { create } from 'zustand';
import { STORAGE_KEYS, systemSettings } from '@sge/shared/session';

export type NotificationColor = 'success' | 'error' | 'warning' | 'info' | 'primary' | 'secondary';
export type NotificationLocation = 'top' | 'bottom' | 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

export interface Notification {
  id: number;
  visible: boolean;
  text: string;
  color: NotificationColor;
  /** Milliseconds; 0 keeps it until closed. */
  timeout: number;
  location: NotificationLocation;
  icon: string;
  showCloseButton: boolean;
  /** Optional action buttons (e.g. 'Atualizar' / 'Depois' of the update snackbar). */
  actions?: { label: string; onClick: () => void }[];
  /**
   * The page (pathname) the notification belongs to: it is dropped when the user leaves that page
   * (a failed request's message does not follow them to the next one). Unset: shown wherever.
   */
  page?: string;
}

export type NotificationInput = Partial<Omit<Notification, 'id' | 'visible'>> & { text?: string };

/** SPEC §9 timeouts per type; brand colours last 3000 ms. */
export const NOTIFICATION_TIMEOUTS: Record<NotificationColor, number> = {
  success: 3000,
  error: 5000,
  warning: 4000,
  info: 3000,
  primary: 3000,
  secondary: 3000,
};

export const DEFAULT_TEXTS = {
  success: 'Operação realizada com sucesso',
  error: 'Ocorreu um erro',
  loading: 'Carregando...',
} as const;

export const DEFAULT_LOCATION: NotificationLocation = 'bottom';

export const NOTIFICATION_LOCATIONS: readonly NotificationLocation[] = ['bottom', 'top', 'top-start', 'top-end', 'bottom-start', 'bottom-end'];

/**
 * Where notifications show: the user's choice on this device (their settings page), else the
 * location the administrator set for everyone (system settings), else bottom (SPEC §9).
 */
export function preferredLocation(): NotificationLocation {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.userSettings);
    const loc = raw ? (JSON.parse(raw) as { notificationLocation?: NotificationLocation }).notificationLocation : undefined;
    if (loc && NOTIFICATION_LOCATIONS.includes(loc)) return loc;
  } catch {
    // A damaged preference falls through to the system setting.
  }
  return systemSettings().notificationLocation;
}

const ICONS: Record<NotificationColor, string> = {
  success: 'check-circle',
  error: 'alert-circle',
  warning: 'alert',
  info: 'information',
  primary: 'information',
  secondary: 'information',
};

interface NotificationState {
  queue: Notification[];
  show: (input: NotificationInput) => number;
  dismiss: (id: number) => void;
  /** Empties the queue and forgets the page (a fresh start, as in tests). */
  clear: () => void;
  /**
   * The router reports the page the user is on (the host's snackbar, on every location change): on
   * a move, the notifications that belong to another page are dropped.
   */
  leavePage: (pathname: string) => void;
}

/** The page the router last reported through `leavePage` (null until the host's snackbar has mounted). */
let routerPage: string | null = null;

/**
 * The current page's pathname (what {@link Notification.page} holds): the router's, once reported,
 * else the browser's; '' outside a browser.
 */
export const currentPage = (): string => routerPage ?? (typeof window === 'undefined' ? '' : window.location.pathname);

let nextId = 1;

export const useNotificationStore = create<NotificationState>()((set) => ({
  queue: [],
  show: (input) => {
    const color = input.color ?? 'info';
    const n: Notification = {
      id: nextId++,
      visible: true,
      text: input.text ?? (color === 'error' ? DEFAULT_TEXTS.error : DEFAULT_TEXTS.success),
      color,
      timeout: input.timeout ?? NOTIFICATION_TIMEOUTS[color],
      location: input.location ?? preferredLocation(),
      icon: input.icon ?? ICONS[color],
      showCloseButton: input.showCloseButton ?? true,
      actions: input.actions,
      page: input.page,
    };
    set((s) => ({ queue: [...s.queue, n] }));
    return n.id;
  },
  dismiss: (id) => set((s) => ({ queue: s.queue.filter((n) => n.id !== id) })),
  clear: () => {
    routerPage = null;
    set({ queue: [] });
  },
  leavePage: (pathname) => {
    // The first report only records where the user is: what was raised before stays.
    const moved = routerPage !== null && routerPage !== pathname;
    routerPage = pathname;
    if (!moved) return;
    set((s) => (s.queue.some((n) => n.page !== undefined && n.page !== pathname) ? { queue: s.queue.filter((n) => n.page === undefined || n.page === pathname) } : s));
  },
}));

const push = (color: NotificationColor, text: string | undefined, extra?: NotificationInput): number =>
  useNotificationStore.getState().show({ ...extra, color, text: text ?? (color === 'error' ? DEFAULT_TEXTS.error : DEFAULT_TEXTS.success) });

/** Shortcuts used across the apps. Each returns the notification id. */
export const notify = {
  show: (input: NotificationInput) => useNotificationStore.getState().show(input),
  success: (text?: string, extra?: NotificationInput) => push('success', text, extra),
  error: (text?: string, extra?: NotificationInput) => push('error', text, extra),
  warning: (text: string, extra?: NotificationInput) => push('warning', text, extra),
  info: (text: string, extra?: NotificationInput) => push('info', text, extra),
  /** A loading notification: timeout 0 and no close button (SPEC §4). */
  loading: (text: string = DEFAULT_TEXTS.loading) =>
    useNotificationStore.getState().show({ color: 'info', text, timeout: 0, showCloseButton: false, icon: 'loading' }),
  dismiss: (id: number) => useNotificationStore.getState().dismiss(id),
};

interface LoadingDialogState {
  open: boolean;
  text: string | null;
  show: (text?: string) => void;
  hide: () => void;
}

/** The blocking loading dialog (SPEC §2), with optional text; the host renders it. */
export const useLoadingDialogStore = create<LoadingDialogState>()((set) => ({
  open: false,
  text: null,
  show: (text) => set({ open: true, text: text ?? null }),
  hide: () => set({ open: false, text: null }),
}));
