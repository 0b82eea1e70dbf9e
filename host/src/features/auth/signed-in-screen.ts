/**
 * After 'Entrar', the sign-in form stays on screen until what the signed-in screen paints first has
 * arrived: the chrome (top bar, menu, footer) and the target page's code. The page then draws its
 * frame at once (its data shows skeletons), never a blank screen between the form and the page.
 * Loading starts with the sign-in request, so the wait overlaps it. A load that fails or takes longer
 * than SIGNED_IN_SCREEN_WAIT_MS does not keep the user on the form: the shell shows it as it shows any
 * failed load.
 */
import { loadRoute } from '../../routes/route-loader';
import { findRoute } from '../../routes/route-table';

export const SIGNED_IN_SCREEN_WAIT_MS = 5_000;

export function prepareSignedInScreen(target: string): Promise<void> {
  const { pathname } = new URL(target, window.location.origin);
  const ready = Promise.all([import('../../shell/default-layout'), loadRoute(findRoute(pathname))]).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([ready, new Promise<void>((done) => setTimeout(done, SIGNED_IN_SCREEN_WAIT_MS))]);
}
