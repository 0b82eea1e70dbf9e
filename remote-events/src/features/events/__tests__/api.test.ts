import { mockApi } from '@sge/shared/testing';
import { createEvent, deleteEvent, finalizeEvent, getEvent, getEvents, updateEvent } from '../api';

const body = { name: 'Show', location: 'Praia', eventDays: [{ date: '2026-11-21' }] };

it('each Events fetcher calls its method and path, with its body and query', async () => {
  const calls = mockApi({
    'GET /api/events': { body: { data: [], meta: { total: 0, page: 2, pageSize: 10 } } },
    'POST /api/events': { status: 201, body: { data: { id: 1 } } },
    'GET /api/events/1': { body: { data: { id: 1 } } },
    'PUT /api/events/1': { body: { data: { id: 1 } } },
    'DELETE /api/events/1': { body: { data: { id: 1 } } },
    'PUT /api/events/1/finalize': { body: { data: { id: 1 } } },
  });
  await expect(getEvents({ search: 'festa', status: 'active', page: 2, pageSize: 10, sort: '-firstDay' })).resolves.toEqual({
    data: [],
    meta: { total: 0, page: 2, pageSize: 10 },
  });
  await createEvent(body);
  await getEvent(1);
  await updateEvent(1, body);
  await deleteEvent(1);
  await finalizeEvent(1);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /api/events',
    'POST /api/events',
    'GET /api/events/1',
    'PUT /api/events/1',
    'DELETE /api/events/1',
    'PUT /api/events/1/finalize',
  ]);
  expect(calls[0].query.toString()).toBe('search=festa&status=active&page=2&pageSize=10&sort=-firstDay');
  expect(calls[1].body).toEqual(body);
  expect(calls[3].body).toEqual(body);
  expect(calls[5].body).toBeUndefined();
});
