/**
 * The venue page's `prefetch(search)`, which the host runs behind the splash on the venue path: the
 * opened screen's first requests start before the screen mounts, under the screen's own keys.
 */
import { queryClient } from '@sge/shared/query';
import { useSessionStore } from '@sge/shared/session';
import type { LoginResponse } from '@sge/shared/contract';
import { anEvent, listBody } from '../features/events/__tests__/fixtures';
import { eventsQueries } from '../features/events/queries';
import { staffQueries } from '../features/event-staff/queries';
import { prefetch } from '../pages/events-venue';

const coordinator = { token: 'token', role: 'COORDINATOR', username: 'coordenador', id: 2, photoUrl: null } as LoginResponse;
let asked: string[];

beforeEach(() => {
  queryClient.clear();
  useSessionStore.getState().signIn(coordinator);
  asked = [];
  const festa = anEvent({ id: 7, name: 'Festa' });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url.replace(/^.*\/api/, ''));
    const body = /\/api\/events\/7(\?|$)/.test(url) ? { data: festa } : /\/api\/events(\?|$)/.test(url) ? listBody([festa]) : { data: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => jest.restoreAllMocks());

it("with ?evento=<id>, asks the gate screen's event and staff into the keys the screen reads", async () => {
  await prefetch('?evento=7');
  expect(queryClient.getQueryData(eventsQueries.detail(7).queryKey)).toMatchObject({ event: { id: 7, name: 'Festa' } });
  expect(queryClient.getQueryData(staffQueries.links(7).queryKey)).toMatchObject({ links: [] });
  expect(queryClient.getQueryData(staffQueries.quantities(7).queryKey)).toEqual([]);
  expect(asked.some((url) => url.startsWith('/events?'))).toBe(false);
});

it('with no query, asks the first page of the cards; with another query, nothing', async () => {
  await prefetch('');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/^\/events\?/);
  asked = [];
  await prefetch('?pagina=2');
  await prefetch('?evento=abc');
  expect(asked).toEqual([]);
});
