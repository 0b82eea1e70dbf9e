import { deferred } from '@sge/shared/testing';
import { SIGNED_IN_SCREEN_WAIT_MS, prepareSignedInScreen, setSignedInAppLoader, setSignedInScreenLoader } from '../features/auth/signed-in-screen';

afterEach(() => jest.useRealTimers());

it("waits for the target page's screen the shell loads, by its path", async () => {
  const loaded = deferred<void>();
  const loader = jest.fn(() => loaded.promise);
  setSignedInScreenLoader(loader);
  let done = false;
  const ready = prepareSignedInScreen('/employees?x=1').then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loader).toHaveBeenCalledWith('/employees');
  expect(done).toBe(false);
  loaded.resolve();
  await ready;
  expect(done).toBe(true);
});

it('first waits for the part of the app that draws signed-in screens, asked for if the form was filled without a key press', async () => {
  const app = deferred<void>();
  const screenLoader = jest.fn(() => Promise.resolve());
  setSignedInAppLoader(() => app.promise);
  setSignedInScreenLoader(screenLoader);
  let done = false;
  const ready = prepareSignedInScreen('/').then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screenLoader).not.toHaveBeenCalled();
  expect(done).toBe(false);
  app.resolve();
  await ready;
  expect(screenLoader).toHaveBeenCalledWith('/');
  setSignedInAppLoader(() => Promise.resolve());
});

it('never keeps the user on the form: a failed load lets go at once, a hung one after the limit', async () => {
  setSignedInScreenLoader(() => Promise.reject(new Error('chunk')));
  await expect(prepareSignedInScreen('/')).resolves.toBeUndefined();
  jest.useFakeTimers();
  setSignedInScreenLoader(() => new Promise(() => undefined));
  let done = false;
  const ready = prepareSignedInScreen('/').then(() => (done = true));
  await jest.advanceTimersByTimeAsync(SIGNED_IN_SCREEN_WAIT_MS - 1);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await ready;
  expect(done).toBe(true);
});
