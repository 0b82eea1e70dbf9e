/** The Settings calls (SPEC §7). */
import type { SaveSettings, SystemSettings } from '@sge/shared/contract';
import { http } from '@sge/shared/http';

export const getSettings = (): Promise<SystemSettings> => http.get<SystemSettings>('/settings');
export const saveSettings = (body: SaveSettings): Promise<SystemSettings> => http.post<SystemSettings>('/settings', body);
