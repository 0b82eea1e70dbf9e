/**
 * Demo data of the events area, seeded by the foundation after the staff (see db/seed/demo-seed.ts):
 * past (finalized), today's and future events with their days, staff days with their times and
 * payment requests, and each event's budget with its service lines.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AreaSeedContext } from '../../db/seed/area-seed';
import { addDays } from '../../lib/calendar';
import { freezeEvent } from './summary';

/** Demo venues are in São Paulo (UTC−3 all year). */
const VENUE_OFFSET = '-03:00';

type DemoBudgetStatus = 'RASCUNHO' | 'ENVIADO' | 'APROVADO' | 'PAGO' | 'RECUSADO' | 'EXPIRADO';

interface DemoBudget {
  clientName: string;
  status: DemoBudgetStatus;
  /** Service name and quantity; each item runs every day of the event. */
  items: ReadonlyArray<readonly [string, number]>;
}

interface DemoEvent {
  name: string;
  location: string;
  description: string;
  /** Day offsets from the seeding day. */
  days: number[];
  /**
   * Indexes into the staff (DEMO_EMPLOYEES, areas/employees/demo-seed.ts) working every day of the
   * event. On past days everyone checked in and out; the first and every other one asked to be
   * paid, and the first was paid (all of them on a finalized event). Today every other one has
   * checked in, and the first has left.
   */
  staff: number[];
  finalized?: boolean;
  budget?: DemoBudget;
}

const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    name: 'Casamento Silva & Oliveira',
    location: 'Espaço Jardim das Flores, São Paulo - SP',
    description: 'Cerimônia e recepção para 250 convidados, com jantar e pista de dança.',
    days: [10],
    staff: [0, 1, 2, 5, 6, 7, 10, 13],
    budget: {
      clientName: 'Família Silva & Oliveira',
      status: 'APROVADO',
      items: [['Serviço de Garçom', 4], ['Bar Completo', 1], ['Equipe de Segurança', 1], ['Recepção', 1], ['Buffet Completo', 250]],
    },
  },
  {
    name: 'Congresso Médico de São Paulo',
    location: 'Centro de Convenções Frei Caneca, São Paulo - SP',
    description: 'Três dias de palestras e workshops, credenciamento e coffee breaks.',
    days: [-1, 0, 1],
    staff: [4, 18, 16, 3, 21, 11, 17, 12],
    budget: {
      clientName: 'Instituto de Medicina Integrada',
      status: 'APROVADO',
      items: [['Recepção', 3], ['Equipe de Segurança', 2], ['Sonorização', 1], ['Iluminação Cênica', 1], ['Limpeza', 1]],
    },
  },
  {
    name: 'Festival de Verão',
    location: 'Arena Litoral, Santos - SP',
    description: 'Festival de música ao ar livre com dois palcos e praça de alimentação.',
    days: [30, 31],
    staff: [3, 13, 21, 5, 19, 11, 29, 17, 27, 15, 30, 24],
    budget: {
      clientName: 'Litoral Cultural Produções Ltda.',
      status: 'ENVIADO',
      items: [['Equipe de Segurança', 6], ['Bar Completo', 2], ['Sonorização', 2], ['Iluminação Cênica', 2], ['Limpeza', 4]],
    },
  },
  {
    name: 'Feira de Negócios do Agro',
    location: 'Expo Center Norte, São Paulo - SP',
    description: 'Feira de expositores do agronegócio com rodadas de negócios.',
    days: [-20, -19],
    staff: [0, 4, 3, 13, 22, 24, 15, 28],
    finalized: true,
    budget: {
      clientName: 'Cooperativa Agro Paulista',
      status: 'PAGO',
      items: [['Recepção', 2], ['Equipe de Segurança', 2], ['Limpeza', 1]],
    },
  },
];

export interface EventsSeedContext {
  trx: Transaction<DB>;
  employees: Array<{ id: number; name: string; function: string; pay_rate: string }>;
  services: Array<{ id: number; name: string; unit_price: string }>;
  coordinatorId: number;
  today: string;
}

const at = (day: string, time: string): string => `${day}T${time}:00${VENUE_OFFSET}`;


/** The demo events, in DEMO_EVENTS' order. */
export async function seedEventsDemo(context: EventsSeedContext): Promise<AreaSeedContext['events']> {
  const events: AreaSeedContext['events'] = [];
  for (const event of DEMO_EVENTS) events.push(await seedEvent(context, event));
  return events;
}

async function seedEvent(context: EventsSeedContext, event: DemoEvent): Promise<AreaSeedContext['events'][number]> {
  const { trx, employees, today } = context;
  const days = event.days.map((offset) => addDays(today, offset));
  const finalizedAt = event.finalized ? at(addDays(today, Math.max(...event.days) + 1), '10:00') : null;
  const { id: eventId } = await trx
    .insertInto('events')
    .values({
      name: event.name,
      location: event.location,
      description: event.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('event_days')
    .values(days.map((date) => ({ event_id: eventId, date })))
    .execute();

  const todayIso = addDays(today, 0);
  const plan = days.flatMap((day) =>
    event.staff.map((index, position) => {
      const employee = employees[index];
      const past = day < todayIso;
      const isToday = day === todayIso;
      const arrived = past || (isToday && position % 2 === 0);
      const left = past || (isToday && position === 0);
      const requested = past && (event.finalized || position % 2 === 0);
      const paid = requested && (event.finalized || position === 0);
      return {
        day,
        requested,
        paid,
        row: {
          event_id: eventId,
          employee_id: employee.id,
          event_day: day,
          function: employee.function,
          pay_rate: employee.pay_rate,
          check_in: arrived ? at(day, position % 3 === 0 ? '07:45' : '08:02') : null,
          check_out: left ? at(day, isToday ? '11:30' : '18:10') : null,
          paid,
        },
      };
    }),
  );
  const links = await trx
    .insertInto('event_employees')
    .values(plan.map((item) => item.row))
    .returning(['id', 'employee_id', 'event_day', 'pay_rate'])
    .execute();
  const linkOf = new Map(links.map((link) => [`${link.employee_id}|${link.event_day}`, link]));

  // Paid after the event: two days after it was finalized, or this morning for yesterday's work.
  const paidAt = finalizedAt ? at(addDays(today, Math.max(...event.days) + 3), '14:00') : at(todayIso, '09:00');
  const requests = plan
    .filter((item) => item.requested)
    .map((item) => {
      const link = linkOf.get(`${item.row.employee_id}|${item.day}`)!;
      return {
        event_employee_id: link.id,
        amount: link.pay_rate,
        status: item.paid ? ('PAID' as const) : ('PENDING' as const),
        requested_by: context.coordinatorId,
        requested_at: at(item.day, '18:30'),
        paid_at: item.paid ? paidAt : null,
      };
    });
  if (requests.length) await trx.insertInto('payment_requests').values(requests).execute();

  if (event.budget) await seedBudget(context, eventId, event.budget, days.length);
  // The summary is computed in SQL so money is summed as NUMERIC, never as floats.
  if (finalizedAt) await freezeEvent(trx, eventId, finalizedAt);
  return { id: eventId, name: event.name, days, finalized: Boolean(finalizedAt) };
}

async function seedBudget(context: EventsSeedContext, eventId: number, budget: NonNullable<DemoEvent['budget']>, days: number): Promise<void> {
  const { trx, services } = context;
  const { id: budgetId } = await trx
    .insertInto('budgets')
    .values({ client_name: budget.clientName, status: budget.status, event_id: eventId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('budget_items')
    .values(
      budget.items.map(([name, quantity]) => {
        const service = services.find((s) => s.name === name);
        if (!service) throw new Error(`demo budget names an unknown service: ${name}`);
        return { budget_id: budgetId, service_id: service.id, quantity, unit_price: service.unit_price, days };
      }),
    )
    .execute();
  await sql`
    UPDATE budgets SET total = (SELECT coalesce(sum(quantity * unit_price * days), 0) FROM budget_items WHERE budget_id = ${budgetId})
    WHERE id = ${budgetId}`.execute(trx);
}
