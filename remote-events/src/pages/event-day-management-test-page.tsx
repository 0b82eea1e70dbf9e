import { TEST_PREFIX, TestPage, testDay, type RunCall } from '@sge/shared/call-log';
import type { CreateEventEmployee, Event, SaveEvent } from '@sge/shared/contract';
import { queryClient } from '@sge/shared/query';
import {
  checkInEventEmployee,
  checkOutEventEmployee,
  createEventEmployee,
  getAvailableQuantitiesByDay,
  getEventEmployeesByEventDay,
  activeEmployeesQuery,
  STAFF_PATHS,
} from '../features/event-staff/api';
import { createEvent, EVENT_PATHS } from '../features/events/api';
import { quiet, removeLeftoverEvents, removeTestEvent } from './test-events';

/**
 * On an event named 'TESTE — …' with one day: staffs an active employee on that day, reads the day's
 * staff, checks in and out, reads the day's available quantities, then removes the link and the event.
 */
async function scenario(call: RunCall): Promise<void> {
  await removeLeftoverEvents(call);
  const day = testDay(180);
  const body: SaveEvent = { name: `${TEST_PREFIX}Gestão de dias ${String(Date.now()).slice(-6)}`, location: 'Local de teste', eventDays: [{ date: day }] };
  let event: Event | undefined;
  try {
    event = await call('Criar evento com um dia', { method: 'POST', path: EVENT_PATHS.list, body }, () => createEvent(body, quiet));
    const eventId = event.id;
    const employees = await call('Escolher um funcionário ativo', { method: 'GET', path: `${STAFF_PATHS.employees}?active=true` }, () =>
      queryClient.fetchQuery(activeEmployeesQuery('')),
    );
    const employee = employees.data[0];
    if (!employee) return;
    const assign: CreateEventEmployee = { eventId, employeeId: employee.id, eventDay: day, confirmOverlap: true };
    const link = await call('Escalar no dia', { method: 'POST', path: STAFF_PATHS.list, body: assign }, () => createEventEmployee(assign, quiet));
    await call('Escala do dia', { method: 'GET', path: STAFF_PATHS.byEventDay(eventId, day) }, () => getEventEmployeesByEventDay(eventId, day, quiet));
    await call('Check-in', { method: 'PATCH', path: STAFF_PATHS.checkIn(link.id) }, () => checkInEventEmployee(link.id, undefined, quiet));
    await call('Check-out', { method: 'PATCH', path: STAFF_PATHS.checkOut(link.id) }, () => checkOutEventEmployee(link.id, undefined, quiet));
    await call('Quantidades disponíveis no dia', { method: 'GET', path: STAFF_PATHS.availableQuantitiesByDay(eventId, day) }, () =>
      getAvailableQuantitiesByDay(eventId, day, quiet),
    );
  } finally {
    if (event) await removeTestEvent(call, event.id);
  }
}

/** /test/event-day-management (ADMIN only): the event-day and staff calls on a throwaway event, logged. */
export default function EventDayManagementTestPage() {
  return (
    <TestPage
      title="Teste de Gestão de Dias de Evento"
      description="Executa as chamadas de dias de evento e de funcionários do evento contra a API e registra o que foi enviado e a resposta."
      docsTag="Eventos"
      scenario={scenario}
    />
  );
}
