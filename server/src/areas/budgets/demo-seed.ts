/**
 * Demo data of the budgets area, seeded after the foundation's (see db/seed/demo-seed.ts): the
 * foundation's event budgets get their client, event, days and validity, and the receivables their
 * approval raised (received for the paid one); new budgets show every other status, one APROVADO
 * still without its event; staff payment requests get the payables their approval and payment
 * raised for the paid ones (the accounts area's seed adds none linked to requests).
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AreaSeedContext } from '../../db/seed/area-seed';
import { staffCategoryId, type Trx } from './ledger';
import { completeCnpj } from '../../lib/documents';

/** Appends the two CNPJ check digits to a 12-digit base. */
const SAO_PAULO = '-03:00';

interface ExtraBudget {
  clientName: string;
  document: string;
  email: string;
  phone: string;
  eventName: string;
  location: string;
  /** Day offsets of the planned event. */
  days: number[];
  createdOffset: number;
  validOffset: number;
  status: 'RASCUNHO' | 'ENVIADO' | 'APROVADO' | 'RECUSADO';
  discount: string;
  items: Array<[string, number]>;
  notes?: string;
  refusalReason?: string;
}

const EXTRA_BUDGETS: ExtraBudget[] = [
  {
    clientName: 'TechNova Sistemas S.A.',
    document: completeCnpj('452781930001'),
    email: 'eventos@technova.com.br',
    phone: '11934567812',
    eventName: 'Confraternização TechNova',
    location: 'Buffet Villa Lobos, São Paulo - SP',
    days: [45],
    createdOffset: -2,
    validOffset: 20,
    status: 'RASCUNHO',
    discount: '0',
    items: [['Serviço de Garçom', 6], ['Bar Completo', 1], ['Buffet Completo', 180]],
    notes: 'Cliente pediu opção vegetariana no buffet.',
  },
  {
    clientName: 'Associação Paulista de Odontologia',
    document: completeCnpj('618204570001'),
    email: 'congresso@apo.org.br',
    phone: '1132145566',
    eventName: 'Simpósio de Odontologia',
    location: 'Hotel Maksoud, São Paulo - SP',
    days: [25, 26],
    createdOffset: -6,
    validOffset: 9,
    status: 'ENVIADO',
    discount: '350.00',
    items: [['Recepção', 4], ['Sonorização', 1], ['Limpeza', 2]],
  },
  {
    clientName: 'Mariana e Pedro Albuquerque',
    document: '52998224725',
    email: 'mariana.albuquerque@example.com',
    phone: '11987651234',
    eventName: 'Casamento Albuquerque',
    location: 'Fazenda Santa Bárbara, Itu - SP',
    days: [60],
    createdOffset: -4,
    validOffset: 25,
    status: 'APROVADO',
    discount: '500.00',
    items: [['Serviço de Garçom', 8], ['Bar Completo', 2], ['Equipe de Segurança', 2], ['Recepção', 2]],
    notes: 'Aprovado por telefone; aguardando sinal.',
  },
  {
    clientName: 'Rede Sabor & Cia Restaurantes',
    document: completeCnpj('339017250001'),
    email: 'marketing@saborecia.com.br',
    phone: '11955443322',
    eventName: 'Lançamento de Cardápio',
    location: 'Unidade Pinheiros, São Paulo - SP',
    days: [12],
    createdOffset: -15,
    validOffset: -1,
    status: 'RECUSADO',
    discount: '0',
    items: [['Serviço de Garçom', 4], ['Sonorização', 1]],
    refusalReason: 'Cliente optou por equipe própria.',
  },
  {
    clientName: 'Escola Internacional Horizonte',
    document: completeCnpj('274509180001'),
    email: 'eventos@horizonte.edu.br',
    phone: '11940028922',
    eventName: 'Formatura Horizonte',
    location: 'Espaço das Américas, São Paulo - SP',
    days: [40],
    createdOffset: -25,
    validOffset: -3,
    // Sent and never answered: reads EXPIRADO (its validity has passed).
    status: 'ENVIADO',
    discount: '0',
    items: [['Recepção', 3], ['Iluminação Cênica', 1], ['Equipe de Segurança', 3]],
  },
];

/** Client details for the foundation's event budgets, by client name. */
const EVENT_BUDGET_CLIENTS: Record<string, { document: string; email: string; phone: string; category: string }> = {
  'Família Silva & Oliveira': { document: '11144477735', email: 'silva.oliveira@example.com', phone: '11991234567', category: 'Casamentos' },
  'Instituto de Medicina Integrada': { document: completeCnpj('193847560001'), email: 'eventos@imi.org.br', phone: '1130456789', category: 'Eventos Corporativos' },
  'Litoral Cultural Produções Ltda.': { document: completeCnpj('508316240001'), email: 'producao@litoralcultural.com.br', phone: '13997651234', category: 'Eventos Corporativos' },
  'Cooperativa Agro Paulista': { document: completeCnpj('720459310001'), email: 'feira@agropaulista.coop.br', phone: '1133219876', category: 'Eventos Corporativos' },
};

const at = (day: string, time: string) => `${day}T${time}:00${SAO_PAULO}`;

export async function seedBudgetsDemo(context: AreaSeedContext): Promise<void> {
  const { trx } = context;
  const financial = context.users.find((user) => user.role === 'FINANCIAL')?.id ?? null;
  const categoryId = (name: string) =>
    context.categories.find((c) => c.name === name && c.type === 'RECEITA')?.id ?? context.categories.find((c) => c.type === 'RECEITA')!.id;

  // The foundation's budgets of the demo events.
  for (const event of context.events) {
    const budget = await trx.selectFrom('budgets').select(['id', 'client_name', 'status']).where('event_id', '=', event.id).executeTakeFirst();
    if (!budget) continue;
    const client = EVENT_BUDGET_CLIENTS[budget.client_name];
    const firstDay = event.days[0];
    const location = await trx.selectFrom('events').select('location').where('id', '=', event.id).executeTakeFirstOrThrow();
    const decided = budget.status === 'APROVADO' || budget.status === 'PAGO';
    await trx
      .updateTable('budgets')
      .set({
        client_document: client?.document ?? null,
        client_email: client?.email ?? null,
        client_phone: client?.phone ?? null,
        event_name: event.name,
        event_location: location.location,
        valid_until: budget.status === 'ENVIADO' ? context.day(14) : firstDay,
        created_at: at(shift(firstDay, -40), '10:00'),
        sent_at: at(shift(firstDay, -38), '15:00'),
        approved_at: decided ? at(shift(firstDay, -35), '11:00') : null,
        decided_by: decided ? financial : null,
        paid_at: budget.status === 'PAGO' ? at(shift(firstDay, -10), '09:30') : null,
        created_by: financial,
      })
      .where('id', '=', budget.id)
      .execute();
    await trx.insertInto('budget_days').values(event.days.map((date) => ({ budget_id: budget.id, date }))).execute();
    if (decided) await seedReceivable(trx, budget.id, categoryId(client?.category ?? 'Eventos Corporativos'), firstDay, budget.status === 'PAGO', financial);
  }

  // Budgets in every other status.
  for (const extra of EXTRA_BUDGETS) {
    const created = context.day(extra.createdOffset);
    const { id } = await trx
      .insertInto('budgets')
      .values({
        client_name: extra.clientName,
        client_document: extra.document,
        client_email: extra.email,
        client_phone: extra.phone,
        event_name: extra.eventName,
        event_location: extra.location,
        valid_until: context.day(extra.validOffset),
        discount: extra.discount,
        notes: extra.notes ?? null,
        status: extra.status,
        sent_at: extra.status === 'RASCUNHO' ? null : at(created, '16:00'),
        approved_at: extra.status === 'APROVADO' ? at(context.day(extra.createdOffset + 2), '10:00') : null,
        refused_at: extra.status === 'RECUSADO' ? at(context.day(extra.createdOffset + 3), '10:00') : null,
        refusal_reason: extra.refusalReason ?? null,
        decided_by: extra.status === 'APROVADO' || extra.status === 'RECUSADO' ? financial : null,
        created_by: financial,
        created_at: at(created, '09:00'),
        updated_at: at(created, '09:00'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const days = extra.days.map((offset) => context.day(offset));
    await trx.insertInto('budget_days').values(days.map((date) => ({ budget_id: id, date }))).execute();
    await trx
      .insertInto('budget_items')
      .values(
        extra.items.map(([name, quantity]) => {
          const service = context.services.find((s) => s.name === name);
          if (!service) throw new Error(`demo budget names an unknown service: ${name}`);
          return { budget_id: id, service_id: service.id, quantity, unit_price: service.unit_price, days: days.length };
        }),
      )
      .execute();
    await sql`
      UPDATE budgets SET total = (SELECT coalesce(sum(quantity * unit_price * days), 0) FROM budget_items WHERE budget_id = ${id}) - discount
      WHERE id = ${id}`.execute(trx);
    if (extra.status === 'APROVADO') await seedReceivable(trx, id, categoryId('Casamentos'), days[0], false, financial);
  }

  await seedStaffPayables(trx as Trx, context, financial);
}

/** YYYY-MM-DD plus `offset` days. */
function shift(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

async function seedReceivable(trx: Transaction<DB>, budgetId: number, categoryId: number, dueDate: string, received: boolean, userId: number | null) {
  const { rows } = await sql<{ id: number; amount: string; paid_on: string }>`
    INSERT INTO accounts_receivable
      (description, client_name, client_document, client_email, client_phone, category_id, event_id, budget_id, amount,
       issue_date, due_date, status, document_number, created_by)
    SELECT 'Orçamento nº ' || b.id || ' — ' || coalesce(b.event_name, b.client_name), b.client_name, b.client_document,
           b.client_email, b.client_phone, ${categoryId}, b.event_id, b.id, b.total,
           coalesce((b.approved_at AT TIME ZONE 'America/Sao_Paulo')::date, ${dueDate}::date), ${dueDate}::date,
           ${received ? 'RECEBIDO' : 'PENDENTE'}, 'ORC-' || b.id, ${userId}
    FROM budgets b WHERE b.id = ${budgetId}
    RETURNING id, amount, to_char(coalesce((SELECT paid_at FROM budgets WHERE id = ${budgetId}), now()) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS paid_on`.execute(trx);
  const receivable = rows[0];
  if (received) {
    await trx
      .insertInto('account_payments')
      .values({ receivable_id: receivable.id, payment_date: receivable.paid_on, method: 'TRANSFERENCIA', amount: receivable.amount, reference: `TED-${budgetId}`, user_id: userId })
      .execute();
  }
}

/**
 * Payables of the staff payment requests: every paid one has its payable, paid on the day it was
 * paid (pending ones wait for the financial user to approve them; the foundation's seed test
 * counts their statuses).
 */
async function seedStaffPayables(trx: Trx, context: AreaSeedContext, userId: number | null): Promise<void> {
  await sql`UPDATE payment_requests SET approved_at = least(requested_at + interval '1 day', paid_at), approved_by = ${userId} WHERE status = 'PAID'`.execute(trx);
  const categoryId = await staffCategoryId(trx);
  const today = context.day(0);
  const dueSoon = context.day(7);
  await sql`
    INSERT INTO accounts_payable
      (description, supplier_name, supplier_document, category_id, event_id, payment_request_id, amount, issue_date, due_date,
       status, document_number, created_by, created_at)
    SELECT 'Diária de ' || e.name || ' — ' || ev.name || ' (' || to_char(ee.event_day, 'DD/MM/YYYY') || ')',
           e.name, e.cpf, ${categoryId}, ee.event_id, pr.id, pr.amount,
           (pr.approved_at AT TIME ZONE 'America/Sao_Paulo')::date,
           CASE WHEN pr.status = 'PAID' THEN (pr.paid_at AT TIME ZONE 'America/Sao_Paulo')::date ELSE greatest(${dueSoon}::date, ${today}::date) END,
           CASE WHEN pr.status = 'PAID' THEN 'PAGO' ELSE 'PENDENTE' END,
           'SP-' || pr.id, ${userId}, pr.approved_at
    FROM payment_requests pr
    JOIN event_employees ee ON ee.id = pr.event_employee_id
    JOIN employees e ON e.id = ee.employee_id
    JOIN events ev ON ev.id = ee.event_id
    WHERE pr.status IN ('APPROVED', 'PAID') AND pr.amount > 0`.execute(trx);
  await sql`
    INSERT INTO account_payments (payable_id, payment_date, method, amount, reference, user_id, created_at)
    SELECT ap.id, (pr.paid_at AT TIME ZONE 'America/Sao_Paulo')::date, 'PIX', ap.amount, 'PIX-' || pr.id, ${userId}, pr.paid_at
    FROM accounts_payable ap JOIN payment_requests pr ON pr.id = ap.payment_request_id
    WHERE ap.status = 'PAGO'`.execute(trx);
}
