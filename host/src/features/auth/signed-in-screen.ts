/**
 * After 'Entrar', the sign-in form stays on screen until what the signed-in screen paints first has
 * arrived: the chrome (top bar, menu, footer) and the target page's code. The page then draws its
 * frame at once (its data shows skeletons), never a blank screen between the form and the page.
 * Loading starts with the sign-in request, so the wait overlaps it. A load that fails or takes longer
 * than SIGNED_IN_SCREEN_WAIT_MS does not keep the user on the form: the shell shows it as it shows any
 * failed load.
 *
 * The shell says how to load a page's screen (setSignedInScreenLoader, shell/shell.tsx): the form
 * needs no route table of its own, and the route table, which loads the form, is not imported back.
 */
export const SIGNED_IN_SCREEN_WAIT_MS = 5_000;

type ScreenLoader = (pathname: string) => Promise<unknown>;
let loadScreen: ScreenLoader | null = null;

/** Registers how the signed-in screen of a path is loaded (the chrome and the page's code). */
export function setSignedInScreenLoader(loader: ScreenLoader): void {
  loadScreen = loader;
}

export function prepareSignedInScreen(target: string): Promise<void> {
  if (!loadScreen) return Promise.resolve();
  const { pathname } = new URL(target, window.location.origin);
  const ready = loadScreen(pathname).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([ready, new Promise<void>((done) => setTimeout(done, SIGNED_IN_SCREEN_WAIT_MS))]);
}
