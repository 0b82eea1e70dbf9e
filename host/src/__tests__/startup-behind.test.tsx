import { act, renderWithProviders } from '@sge/shared/testing';
import { Startup } from '../shell/startup';
import { SPLASH_STEP_MS } from '../shell/start-sequence';

beforeEach(() => {
  jest.useFakeTimers();
  globalThis.fetch = jest.fn().mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })));
});
afterEach(() => jest.useRealTimers());

it('lets the app render behind the splash from the system step on, before it is ready', async () => {
  const onBehind = jest.fn();
  const onReady = jest.fn();
  renderWithProviders(<Startup onBehind={onBehind} onReady={onReady} />, { route: '/login' });
  expect(onBehind).not.toHaveBeenCalled();
  // Signed out: the config step, then the system step (no user step).
  await act(() => jest.advanceTimersByTimeAsync(SPLASH_STEP_MS));
  expect(onBehind).toHaveBeenCalledTimes(1);
  expect(onReady).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(SPLASH_STEP_MS));
  expect(onReady).toHaveBeenCalledTimes(1);
});
