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
let loadApp: (() => Promise<unknown>) | null = null;

/**
 * Registers how the part of the app that draws signed-in screens is loaded (the entry: the Chakra
 * part, whose shell then registers the screen loader). A form filled without a key press (a
 * password manager, then a tap on 'Entrar') has not asked for it yet.
 */
export function setSignedInAppLoader(loader: () => Promise<unknown>): void {
  loadApp = loader;
}

/** Registers how the signed-in screen of a path is loaded (the chrome and the page's code). */
export function setSignedInScreenLoader(loader: ScreenLoader): void {
  loadScreen = loader;
}

export function prepareSignedInScreen(target: string): Promise<void> {
  const { pathname } = new URL(target, window.location.origin);
  const ready = Promise.resolve(loadApp?.())
    .then(() => loadScreen?.(pathname))
    .then(
      () => undefined,
      () => undefined,
    );
  return Promise.race([ready, new Promise<void>((done) => setTimeout(done, SIGNED_IN_SCREEN_WAIT_MS))]);
}
