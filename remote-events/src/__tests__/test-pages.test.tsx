import type { ReactElement } from 'react';
import { testDay } from '@sge/shared/call-log';
import type { CreateEventEmployee, SaveEvent } from '@sge/shared/contract';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aLink, anEmployee } from '../features/event-staff/__tests__/fixtures';
import { aDay, anEvent, listBody } from '../features/events/__tests__/fixtures';
import EventDayManagementTestPage from '../pages/event-day-management-test-page';
import EventsTestPage from '../pages/events-test-page';

const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const entries = () => within(screen.getByRole('log')).queryAllByRole('listitem').map((li) => li.textContent ?? '');
const run = async (page: ReactElement, route: string) => {
  const { user } = renderWithProviders(page, { route, session: admin });
  expect(screen.getByRole('link', { name: 'referência da API (Eventos)' })).toHaveAttribute('href', '/api/docs#/Eventos');
  await user.click(screen.getByRole('button', { name: 'Executar teste' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Executar teste' })).toBeEnabled());
};
const methodsAndPaths = (calls: { method: string; path: string }[]) => calls.map((c) => `${c.method} ${c.path}`);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('/events/test', () => {
  it("removes earlier runs' events (their staff first), then creates, reads, updates and deletes a 'TESTE — …' event", async () => {
    const calls = mockApi({
      'GET /api/events': { body: listBody([anEvent({ id: 3, name: 'TESTE — Evento 111111' }), anEvent({ id: 4, name: 'Festa TESTE' })]) },
      'GET /api/event-employees/event/3': { body: { data: [aLink({ id: 30, eventId: 3 })] } },
      'DELETE /api/event-employees/30': { body: { data: { id: 30 } } },
      'DELETE /api/events/3': { body: { data: { id: 3 } } },
      'POST /api/events': ({ body }) => ({ status: 201, body: { data: anEvent({ ...(body as SaveEvent), id: 7, eventDays: [] }) } }),
      'GET /api/events/7': { body: { data: anEvent({ id: 7 }) } },
      'PUT /api/events/7': { body: { data: anEvent({ id: 7 }) } },
      'DELETE /api/events/7': { body: { data: { id: 7 } } },
    });
    await run(<EventsTestPage />, '/events/test');

    expect(methodsAndPaths(calls)).toEqual([
      'GET /api/events',
      'GET /api/event-employees/event/3',
      'DELETE /api/event-employees/30',
      'DELETE /api/events/3',
      'POST /api/events',
      'GET /api/events/7',
      'PUT /api/events/7',
      'DELETE /api/events/7',
    ]);
    const created = calls[4].body as SaveEvent;
    expect(created.name).toMatch(/^TESTE — Evento \d{6}$/);
    expect(created.eventDays).toEqual([{ date: expect.stringMatching(DATE) }]);
    expect((calls[6].body as SaveEvent).eventDays).toHaveLength(2);
    expect(entries().every((e) => e.includes('Sucesso'))).toBe(true);
  });

  it('deletes the event it created when reading it fails', async () => {
    const calls = mockApi({
      'GET /api/events': { body: listBody([]) },
      'POST /api/events': { status: 201, body: { data: anEvent({ id: 7 }) } },
      'GET /api/events/7': { status: 404, body: { message: 'Evento não encontrado' } },
      'DELETE /api/events/7': { body: { data: { id: 7 } } },
    });
    await run(<EventsTestPage />, '/events/test');
    expect(methodsAndPaths(calls).slice(-3)).toEqual(['POST /api/events', 'GET /api/events/7', 'DELETE /api/events/7']);
    expect(entries()).toContainEqual(expect.stringMatching(/Buscar.*Erro 404.*Evento não encontrado/s));
  });
});

describe('/test/event-day-management', () => {
  it('staffs an active employee on the test day, checks in and out, then removes the link and the event', async () => {
    const day = testDay(180);
    const calls = mockApi({
      'GET /api/events': { body: listBody([]) },
      'POST /api/events': ({ body }) => ({ status: 201, body: { data: anEvent({ id: 7, eventDays: [aDay((body as SaveEvent).eventDays![0].date)] }) } }),
      'GET /api/employees': { body: { data: [anEmployee({ id: 5 })], meta: { total: 1, page: 1, pageSize: 20 } } },
      'POST /api/event-employees': { status: 201, body: { data: aLink({ id: 70, eventId: 7, employeeId: 5 }) } },
      [`GET /api/event-employees/event/7/day/${day}`]: { body: { data: [] } },
      [`GET /api/event-employees/7/available-quantities/day/${day}`]: { body: { data: [] } },
      'PATCH /api/event-employees/70/check-in': { body: { data: aLink({ id: 70 }) } },
      'PATCH /api/event-employees/70/check-out': { body: { data: aLink({ id: 70 }) } },
      'GET /api/event-employees/event/7': { body: { data: [aLink({ id: 70, eventId: 7 })] } },
      'DELETE /api/event-employees/70': { body: { data: { id: 70 } } },
      'DELETE /api/events/7': { body: { data: { id: 7 } } },
    });
    await run(<EventDayManagementTestPage />, '/test/event-day-management');

    expect((calls[1].body as SaveEvent).eventDays).toEqual([{ date: day }]);
    expect(calls[2].query.get('active')).toBe('true');
    expect(calls[3].body).toEqual<CreateEventEmployee>({ eventId: 7, employeeId: 5, eventDay: day, confirmOverlap: true });
    expect(methodsAndPaths(calls)).toEqual([
      'GET /api/events',
      'POST /api/events',
      'GET /api/employees',
      'POST /api/event-employees',
      `GET /api/event-employees/event/7/day/${day}`,
      'PATCH /api/event-employees/70/check-in',
      'PATCH /api/event-employees/70/check-out',
      `GET /api/event-employees/7/available-quantities/day/${day}`,
      'GET /api/event-employees/event/7',
      'DELETE /api/event-employees/70',
      'DELETE /api/events/7',
    ]);
  });
});
