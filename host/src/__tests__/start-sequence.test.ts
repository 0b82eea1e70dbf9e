import { SPLASH_STEP_MS, runStartSequence } from '../shell/start-sequence';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs config, user and system steps in order, each at least 0.5 s', async () => {
  const order: string[] = [];
  const statuses: string[] = [];
  const steps = ['config', 'user', 'system'].map((name) => ({ status: name, run: async () => void order.push(name) }));
  const done = jest.fn();
  runStartSequence(steps, (_p, s) => statuses.push(s)).then(done);
  await jest.advanceTimersByTimeAsync(SPLASH_STEP_MS * 2);
  expect(done).not.toHaveBeenCalled();
  expect(order).toEqual(['config', 'user', 'system']);
  await jest.advanceTimersByTimeAsync(SPLASH_STEP_MS);
  expect(done).toHaveBeenCalled();
  expect(statuses).toEqual(['config', 'user', 'system', 'Pronto']);
});

it('skips a step whose condition is false (user data without a token)', async () => {
  const user = jest.fn(async () => undefined);
  const p = runStartSequence(
    [
      { status: 'config', run: async () => undefined },
      { status: 'user', run: user, when: () => false },
    ],
    () => undefined,
  );
  await jest.advanceTimersByTimeAsync(SPLASH_STEP_MS);
  await p;
  expect(user).not.toHaveBeenCalled();
});

it('rejects when a step fails', async () => {
  const p = runStartSequence([{ status: 'config', run: async () => Promise.reject(new Error('x')) }], () => undefined);
  const assertion = expect(p).rejects.toThrow('x');
  await jest.advanceTimersByTimeAsync(SPLASH_STEP_MS);
  await assertion;
});
