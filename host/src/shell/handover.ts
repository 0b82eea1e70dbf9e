/**
 * The hand-over from the Chakra-free first screen (first-screen.ts) to the Chakra app: a control of
 * the first screen and its Chakra twin carry the same `data-handover` key. The first screen does not
 * act; it records which control the user activated, the Chakra app renders the same page hidden,
 * and once that page is ready (its `[data-first-screen="ready"]` marker, or a time limit) it is
 * shown and the twin is activated: a button is focused and clicked, a text field is focused and
 * given what the user had typed, and a control the keyboard had only reached is focused, so the
 * keyboard user keeps their place.
 */

/** The attribute both twins carry. Keys are lowercase words, digits, ':' and '-' (`open-event:12`). */
export const HANDOVER_ATTRIBUTE = 'data-handover';

/** Set by a Chakra page once its content is on screen (not its loading state). */
export const READY_SELECTOR = '[data-first-screen="ready"]';

/** How long the first screen waits for the Chakra page's marker before showing it anyway. */
export const READY_TIMEOUT_MS = 4000;

const KEY = /^[a-z0-9:-]+$/;

/** What the user activated (or only focused, with the keyboard) on the first screen. */
export interface Handover {
  key: string;
  /** The text typed into a field, read when the hand-over happens. */
  value?: string;
  /** False when the control was only focused: its twin gets the focus, not a click. */
  activate?: boolean;
}

/** The first-screen control (with a valid key) an event happened on, inside `root`, or null. */
export function handoverTarget(target: EventTarget | null, root: Element): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>(`[${HANDOVER_ATTRIBUTE}]`);
  if (!element || !root.contains(element)) return null;
  return KEY.test(element.getAttribute(HANDOVER_ATTRIBUTE) ?? '') ? element : null;
}

/** The hand-over an element stands for, with its current text when it is a field. */
export function handoverOf(element: HTMLElement, activate = true): Handover {
  const key = element.getAttribute(HANDOVER_ATTRIBUTE) ?? '';
  if (element instanceof HTMLInputElement) return { key, value: element.value };
  return activate ? { key } : { key, activate: false };
}

/**
 * Resolves once `root` holds {@link READY_SELECTOR}, or `timeoutMs` after the Chakra page's first
 * content appeared in `root` (not before: on a slow phone the Chakra part itself may take longer to
 * arrive, and a page shown before it has rendered would lose the user's tap); `signal` stops waiting
 * (and resolves nothing).
 */
export function whenReady(root: Element, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (root.querySelector(READY_SELECTOR)) {
      resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    };
    const finish = () => {
      done();
      resolve();
    };
    const stop = () => done();
    const arm = () => {
      if (timer === undefined && root.firstElementChild) timer = setTimeout(finish, timeoutMs);
    };
    const observer = new MutationObserver(() => {
      if (root.querySelector(READY_SELECTOR)) finish();
      else arm();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-first-screen'] });
    arm();
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Sets a controlled field's text as typing would (React listens to the native input event). */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Activates the Chakra twin of what the user activated on the first screen; returns whether one was
 * found. Without a twin (the Chakra page differs, e.g. a banner no longer due) nothing is clicked.
 */
export function replayHandover(root: ParentNode, handover: Handover | null): boolean {
  if (!handover || !KEY.test(handover.key)) return false;
  const twin = root.querySelector<HTMLElement>(`[${HANDOVER_ATTRIBUTE}="${handover.key}"]`);
  if (!twin) return false;
  twin.focus();
  if (twin instanceof HTMLInputElement) {
    if (handover.value) typeInto(twin, handover.value);
    return true;
  }
  if (handover.activate === false) return true;
  if (twin instanceof HTMLButtonElement && twin.disabled) return true;
  twin.click();
  return true;
}

/**
 * {@link replayHandover} now, or as soon as the twin appears in `root` (a page still loading its
 * part), for up to `timeoutMs`; returns a function that stops waiting.
 */
export function replayWhenPresent(root: Element, handover: Handover, timeoutMs: number): () => void {
  if (replayHandover(root, handover)) return () => undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (replayHandover(root, handover)) stop();
  });
  observer.observe(root, { subtree: true, childList: true });
  const timer = setTimeout(stop, timeoutMs);
  return stop;
}
