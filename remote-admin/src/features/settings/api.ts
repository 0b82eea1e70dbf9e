/** The Settings calls (SPEC §7). What the server answers is also kept on this device, so this screen's own notifications and defaults follow the saved settings at once. */
import type { SaveSettings, SystemSettings } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiKey, queryOptions } from '@sge/shared/query';
import { rememberSystemSettings } from '@sge/shared/session';

const remember = (settings: SystemSettings): SystemSettings => {
  rememberSystemSettings(settings);
  return settings;
};

export const settingsQueries = {
  /** The settings, also kept on this device. */
  get: () =>
    queryOptions({
      queryKey: apiKey('/settings'),
      queryFn: ({ signal }) => http.get<SystemSettings>('/settings', { signal, notifyError: false }).then(remember),
    }),
};
export const saveSettings = (body: SaveSettings): Promise<SystemSettings> => http.post<SystemSettings>('/settings', body).then(remember);
