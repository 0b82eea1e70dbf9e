import { PRE_REGISTRATION_PATH } from '@sge/shared/contract';

/** The public page's full address for a token, on this app's origin. */
export function invitationUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}${PRE_REGISTRATION_PATH}?token=${encodeURIComponent(token)}`;
}

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure origin). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
