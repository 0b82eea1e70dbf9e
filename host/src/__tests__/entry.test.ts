/**
 * The entry (index.ts): main.js's own task stays short. The app's code is asked at once; the early
 * loads of a stored session (start/early-start.ts) are begun in a task of their own.
 */
jest.mock('../bootstrap', () => ({}));
jest.mock('../start/early-start', () => ({ beginEarlyStart: jest.fn() }));
jest.mock('../shell/venue-path', () => ({ startsOnVenuePath: jest.fn(() => false) }));

import { beginEarlyStart } from '../start/early-start';

const begin = beginEarlyStart as jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  begin.mockClear();
});
afterEach(() => jest.useRealTimers());

it('begins the early loads in a later task than the one that evaluates main.js', () => {
  jest.isolateModules(() => {
    jest.requireActual('../index');
  });
  expect(begin).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(begin).toHaveBeenCalledTimes(1);
  const [storage, loads] = begin.mock.calls[0] as [Storage, { richApp: unknown; startPreload: unknown }];
  expect(storage).toBe(localStorage);
  expect(typeof loads.richApp).toBe('function');
  expect(typeof loads.startPreload).toBe('function');
});
