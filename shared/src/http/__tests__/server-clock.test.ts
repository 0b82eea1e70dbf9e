import { describeClockSkew, http, learnServerClock, useServerClockStore, SERVER_TIME_HEADER } from '@sge/shared/http';
import { SERVER_TIME_HEADER as CONTRACT_HEADER } from '@sge/shared/contract';

beforeEach(() => {
  localStorage.clear();
  useServerClockStore.setState({ offsetMs: null, measuredAt: null });
});

it('names the same header as the contract', () => {
  expect(SERVER_TIME_HEADER).toBe(CONTRACT_HEADER);
});

it('learns the offset from the server time of a successful answer, and keeps it on the device', async () => {
  const serverNow = Date.now() + 3 * 60 * 60 * 1000;
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200, headers: { [SERVER_TIME_HEADER]: String(serverNow) } })) as typeof fetch;
  await http.get('/events');
  const { offsetMs } = useServerClockStore.getState();
  expect(Math.abs((offsetMs ?? 0) - 3 * 60 * 60 * 1000)).toBeLessThan(1000);
  expect(JSON.parse(localStorage.getItem('sge:server-clock') ?? 'null')).toMatchObject({ offsetMs });
});

it('ignores a missing or unreadable header and error answers', async () => {
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 200, headers: { [SERVER_TIME_HEADER]: 'abc' } })) as typeof fetch;
  await http.get('/events');
  globalThis.fetch = jest.fn(async () => new Response('{"message":"x"}', { status: 500, headers: { [SERVER_TIME_HEADER]: String(Date.now() + 1e7) } })) as typeof fetch;
  await expect(http.get('/events', { notifyError: false })).rejects.toThrow('x');
  expect(useServerClockStore.getState().offsetMs).toBeNull();
});

it.each([
  [null, null],
  [60_000, null],
  [-2 * 60_000, null],
  [-3 * 60 * 60_000, 'O relógio deste aparelho está 3 h adiantado em relação ao servidor'],
  [5 * 60_000, 'O relógio deste aparelho está 5 min atrasado em relação ao servidor'],
  [-(90 * 60_000), 'O relógio deste aparelho está 1 h 30 min adiantado em relação ao servidor'],
])('describes an offset of %p as %p', (offset, text) => {
  expect(describeClockSkew(offset)).toBe(text);
});

it('keeps the reading it has while the clock has not moved, and takes a new one when it has', () => {
  learnServerClock(String(100_000), 0, 0);
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  learnServerClock(String(110_300), 10_000, 10_000);
  expect(setItem).not.toHaveBeenCalled();
  learnServerClock(String(125_000), 20_000, 20_000);
  expect(setItem).toHaveBeenCalledTimes(1);
  expect(useServerClockStore.getState().offsetMs).toBe(105_000);
  setItem.mockRestore();
});
