import { handoverOf, handoverTarget, replayHandover, replayWhenPresent, whenReady } from '../shell/handover';

function html(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

it('finds the control an event happened in, only inside the root and only with a valid key', () => {
  const root = html('<button data-handover="open-event:3"><span id="inner">Ver</span></button><button data-handover="Bad Key">x</button>');
  const outside = html('<button id="out" data-handover="menu">y</button>');
  expect(handoverTarget(root.querySelector('#inner'), root)?.getAttribute('data-handover')).toBe('open-event:3');
  expect(handoverTarget(root.querySelectorAll('button')[1] ?? null, root)).toBeNull();
  expect(handoverTarget(outside.querySelector('#out'), root)).toBeNull();
  expect(handoverTarget(null, root)).toBeNull();
});

it('a field hands over its text, a button only its key', () => {
  const root = html('<input data-handover="search" value="fun"><button data-handover="menu">m</button>');
  expect(handoverOf(root.querySelector('input') as HTMLElement)).toEqual({ key: 'search', value: 'fun' });
  expect(handoverOf(root.querySelector('button') as HTMLElement)).toEqual({ key: 'menu' });
  expect(handoverOf(root.querySelector('button') as HTMLElement, false)).toEqual({ key: 'menu', activate: false });
});

it('clicks the twin, types into a field twin, and leaves a disabled or missing twin alone', () => {
  const root = html('<button data-handover="menu">m</button><button data-handover="sync-now" disabled>s</button><input data-handover="search">');
  const clicks: string[] = [];
  root.addEventListener('click', (e) => clicks.push((e.target as HTMLElement).getAttribute('data-handover') ?? ''));
  const typed: string[] = [];
  root.querySelector('input')?.addEventListener('input', (e) => typed.push((e.target as HTMLInputElement).value));

  expect(replayHandover(root, { key: 'menu' })).toBe(true);
  expect(document.activeElement).toBe(root.querySelector('[data-handover="menu"]'));
  expect(replayHandover(root, { key: 'sync-now' })).toBe(true);
  expect(replayHandover(root, { key: 'search', value: 'equipe' })).toBe(true);
  expect(replayHandover(root, { key: 'open-event:9' })).toBe(false);
  expect(replayHandover(root, { key: '"] , *' })).toBe(false);
  expect(replayHandover(root, null)).toBe(false);
  expect(clicks).toEqual(['menu']);
  expect(typed).toEqual(['equipe']);
  expect(document.activeElement).toBe(root.querySelector('input'));
  // Only reached by the keyboard: focused, not clicked.
  (document.activeElement as HTMLElement | null)?.blur();
  expect(replayHandover(root, { key: 'menu', activate: false })).toBe(true);
  expect(document.activeElement).toBe(root.querySelector('[data-handover="menu"]'));
  expect(clicks).toEqual(['menu']);
});

it('is ready when the marker appears, or after the time limit; an abort stops the wait', async () => {
  const root = html('<div id="page" data-first-screen="loading"></div>');
  let ready = false;
  const waiting = whenReady(root, 60_000).then(() => {
    ready = true;
  });
  await Promise.resolve();
  expect(ready).toBe(false);
  root.querySelector('#page')?.setAttribute('data-first-screen', 'ready');
  await waiting;
  expect(ready).toBe(true);

  jest.useFakeTimers();
  const slow = html('<div></div>');
  let timedOut = false;
  void whenReady(slow, 4000).then(() => {
    timedOut = true;
  });
  jest.advanceTimersByTime(3999);
  await Promise.resolve();
  expect(timedOut).toBe(false);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(timedOut).toBe(true);

  const stop = new AbortController();
  let after = false;
  void whenReady(html('<div></div>'), 4000, stop.signal).then(() => {
    after = true;
  });
  stop.abort();
  jest.advanceTimersByTime(5000);
  await Promise.resolve();
  expect(after).toBe(false);
});

it("counts the time limit from the Chakra page's first content, not from the first action", async () => {
  jest.useFakeTimers();
  const root = html('');
  let ready = false;
  void whenReady(root, 4000).then(() => {
    ready = true;
  });
  // The Chakra part is still arriving (a slow phone): no content, no time limit yet.
  jest.advanceTimersByTime(10_000);
  await Promise.resolve();
  expect(ready).toBe(false);
  root.innerHTML = '<p>Carregando...</p>';
  await Promise.resolve(); // the observer's callback
  jest.advanceTimersByTime(3999);
  await Promise.resolve();
  expect(ready).toBe(false);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(ready).toBe(true);
});

it('activates the twin once it appears, and gives up after the time limit', async () => {
  const root = html('<div id="page"></div>');
  const clicks: string[] = [];
  root.addEventListener('click', (e) => clicks.push((e.target as HTMLElement).getAttribute('data-handover') ?? ''));
  replayWhenPresent(root, { key: 'open-event:3' }, 1000);
  expect(clicks).toEqual([]);
  root.querySelector('#page')!.innerHTML = '<button data-handover="open-event:3">Ver</button>';
  await new Promise((r) => setTimeout(r, 0));
  expect(clicks).toEqual(['open-event:3']);

  jest.useFakeTimers();
  const late = html('<div id="late"></div>');
  const lateClicks: string[] = [];
  late.addEventListener('click', () => lateClicks.push('x'));
  replayWhenPresent(late, { key: 'menu' }, 1000);
  jest.advanceTimersByTime(1000);
  late.querySelector('#late')!.innerHTML = '<button data-handover="menu">m</button>';
  await Promise.resolve();
  expect(lateClicks).toEqual([]);
});
