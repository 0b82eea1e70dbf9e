import type { SystemSettings } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { rememberSystemSettings } from '@sge/shared/session';

/**
 * Reads the system settings (GET /api/settings, any signed-in role) and keeps them on the device.
 * Quiet and never failing: offline or on error the last stored settings (or the defaults) stay.
 */
export async function refreshSystemSettings(): Promise<void> {
  try {
    rememberSystemSettings(await http.get<SystemSettings>('/settings', { silent: true, notifyError: false }));
  } catch {
    // Keep what the device has.
  }
}
