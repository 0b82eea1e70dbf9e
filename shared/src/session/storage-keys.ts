/** Every localStorage key the apps use, in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  username: 'username',
  role: 'role',
  user: 'user',
  tablePagination: 'sge:table-pagination',
  installBannerDismissed: 'sge:install-banner-dismissed',
  offlineBannerDismissed: 'sge:offline-banner-dismissed',
  userSettings: 'sge:user-settings',
  /** The last system settings read from GET /api/settings (company data and defaults). */
  systemSettings: 'sge:system-settings',
} as const;

/** IndexedDB names (SPEC §3: offline database version 1). */
export const OFFLINE_DB = {
  name: 'sge-offline',
  version: 1,
  stores: {
    events: 'events',
    employees: 'employees',
    eventEmployees: 'eventEmployees',
    offlineRecords: 'offlineRecords',
  },
} as const;
