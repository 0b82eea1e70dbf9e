/** The Settings calls (SPEC §7). What the server answers is also kept on this device, so this screen's own notifications and defaults follow the saved settings at once. */
import type { SaveSettings, SystemSettings } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { rememberSystemSettings } from '@sge/shared/session';

const remember = (settings: SystemSettings): SystemSettings => {
  rememberSystemSettings(settings);
  return settings;
};

export const getSettings = (): Promise<SystemSettings> => http.get<SystemSettings>('/settings').then(remember);
export const saveSettings = (body: SaveSettings): Promise<SystemSettings> => http.post<SystemSettings>('/settings', body).then(remember);
