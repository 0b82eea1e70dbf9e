/** How long to wait for an idle moment before running anyway (a busy phone may never be idle). */
export const IDLE_TIMEOUT_MS = 3000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` when the browser is idle after the first paint (or after {@link IDLE_TIMEOUT_MS}
 * at most); returns a function that cancels it. Where requestIdleCallback is missing, a timer.
 */
export function whenIdle(task: () => void, win: IdleWindow | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  if (!win) return () => undefined;
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(task, 200);
  return () => win.clearTimeout(timer);
}
