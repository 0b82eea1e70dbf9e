/**
 * Demo data of the accounts area, seeded after the foundation's (see db/seed/demo-seed.ts):
 * receivables and payables over the last three months and the next two (received/paid, partial,
 * overdue, pending, one cancelled), recurring accounts (rent, internet, cleaning, insurance) with
 * their past months generated and paid — the current month is left for "generate" —, and two
 * defaulters, one with a contact history, a reminder and a collection status.
 * No payable here is tied to a payment request (the budgets area seeds those).
 */
import { sql } from 'kysely';
import type { AreaSeedContext } from '../../db/seed/area-seed';
import { completeCpf } from '../../lib/documents';
import { addMonths, periodOf } from './dates';
import { periodLabel } from './repository/recurring';

type Method = 'PIX' | 'BOLETO' | 'TRANSFERENCIA' | 'DINHEIRO' | 'CARTAO_CREDITO';

interface DemoAccount {
  description: string;
  party: string;
  document?: string;
  category: string;
  amount: string;
  issue: number;
  due: number;
  /** Payments: [day offset, amount, method]. */
  payments?: Array<[number, string, Method]>;
  cancel?: string;
  event?: number;
  email?: string;
  phone?: string;
}

const CNPJ = { estrela: '11222333000181', horizonte: '45723174000110', som: '04252011000110', grafica: '33000167000101' } as const;

const RECEIVABLES: DemoAccount[] = [
  { description: 'Convenção anual de vendas', party: 'Grupo Horizonte S.A.', document: CNPJ.horizonte, category: 'Eventos Corporativos', amount: '18500.00', issue: -95, due: -80, payments: [[-82, '18500.00', 'TRANSFERENCIA']], event: 0, email: 'financeiro@horizonte.com.br' },
  { description: 'Casamento Oliveira & Prado', party: 'Juliana Oliveira', document: completeCpf('318402551'), category: 'Casamentos', amount: '32000.00', issue: -70, due: -45, payments: [[-60, '12000.00', 'PIX'], [-44, '20000.00', 'TRANSFERENCIA']], email: 'juliana.oliveira@example.com' },
  { description: 'Locação de som e iluminação - Feira Agro', party: 'Agro Expo Eventos', category: 'Locação de Equipamentos', amount: '6400.00', issue: -50, due: -35, payments: [[-36, '6400.00', 'BOLETO']] },
  { description: 'Festa de fim de ano corporativa', party: 'Buffet Estrela Eventos Ltda', document: CNPJ.estrela, category: 'Eventos Corporativos', amount: '9800.00', issue: -45, due: -25, payments: [[-24, '2800.00', 'PIX']], email: 'contato@buffetestrela.com.br', phone: '1133224455' },
  { description: 'Aniversário de 15 anos', party: 'Carlos Mendes', document: completeCpf('274118093'), category: 'Eventos Sociais', amount: '7200.00', issue: -30, due: -8, phone: '11987651234' },
  { description: 'Formatura Medicina 2026', party: 'Comissão de Formatura UNIFESP', category: 'Eventos Sociais', amount: '45000.00', issue: -20, due: 5, payments: [[-15, '15000.00', 'TRANSFERENCIA']], email: 'formatura@example.com' },
  { description: 'Congresso de tecnologia', party: 'Grupo Horizonte S.A.', document: CNPJ.horizonte, category: 'Eventos Corporativos', amount: '27350.90', issue: -10, due: 15, event: 1, email: 'financeiro@horizonte.com.br' },
  { description: 'Locação de mobiliário', party: 'Agro Expo Eventos', category: 'Locação de Equipamentos', amount: '3150.00', issue: -5, due: 30 },
  { description: 'Casamento Souza', party: 'Ana Paula Souza', document: completeCpf('412907336'), category: 'Casamentos', amount: '28000.00', issue: -3, due: 55, email: 'ana.souza@example.com' },
  { description: 'Coquetel de lançamento', party: 'Startup Vértice', category: 'Eventos Corporativos', amount: '5200.00', issue: -40, due: -20, cancel: 'Evento cancelado pelo cliente' },
];

const PAYABLES: DemoAccount[] = [
  { description: 'Bebidas - Convenção anual', party: 'Distribuidora Bom Gosto', category: 'Fornecedores', amount: '4230.75', issue: -90, due: -75, payments: [[-75, '4230.75', 'BOLETO']], event: 0 },
  { description: 'Frete de equipamentos', party: 'TransLog Fretes', category: 'Transporte', amount: '1250.00', issue: -60, due: -50, payments: [[-50, '1250.00', 'PIX']] },
  { description: 'Impressão de convites e banners', party: 'Gráfica Rápida', document: CNPJ.grafica, category: 'Fornecedores', amount: '980.00', issue: -40, due: -30, payments: [[-31, '980.00', 'PIX']] },
  { description: 'ISS do trimestre', party: 'Prefeitura de São Paulo', category: 'Impostos e Taxas', amount: '3875.40', issue: -20, due: -5 },
  { description: 'Locação de gerador', party: 'Som & Luz Equipamentos', document: CNPJ.som, category: 'Fornecedores', amount: '5600.00', issue: -15, due: -2, payments: [[-10, '2000.00', 'TRANSFERENCIA']] },
  { description: 'Combustível da frota', party: 'Auto Posto Central', category: 'Transporte', amount: '640.00', issue: -2, due: 3 },
  { description: 'Buffet - Congresso de tecnologia', party: 'Distribuidora Bom Gosto', category: 'Fornecedores', amount: '8900.00', issue: -5, due: 12, event: 1 },
  { description: 'Tarifas bancárias', party: 'Banco Nacional', category: 'Impostos e Taxas', amount: '89.90', issue: 0, due: 20 },
  { description: 'Decoração floral', party: 'Flores & Arte', category: 'Fornecedores', amount: '2300.00', issue: -25, due: -10, cancel: 'Fornecedor substituído' },
];

interface DemoRecurring {
  description: string;
  supplier: string;
  document?: string;
  category: string;
  amount: string;
  frequency: 'SEMANAL' | 'MENSAL' | 'ANUAL';
  /** Day of the month of the first occurrence, three months ago (weekly: that date's weekday). */
  dayOfMonth: number;
  /** How many past months are generated and paid. */
  generatedMonths: number;
}

const RECURRING: DemoRecurring[] = [
  { description: 'Aluguel do galpão', supplier: 'Imobiliária Central', document: '60701190000104', category: 'Aluguel e Condomínio', amount: '6500.00', frequency: 'MENSAL', dayOfMonth: 10, generatedMonths: 2 },
  { description: 'Internet fibra 500 MB', supplier: 'NetRápida Telecom', category: 'Utilidades', amount: '249.90', frequency: 'MENSAL', dayOfMonth: 15, generatedMonths: 2 },
  { description: 'Energia elétrica', supplier: 'Enel Distribuição', category: 'Utilidades', amount: '1180.00', frequency: 'MENSAL', dayOfMonth: 20, generatedMonths: 2 },
  { description: 'Limpeza do escritório', supplier: 'Limpa Bem Serviços', category: 'Fornecedores', amount: '180.00', frequency: 'SEMANAL', dayOfMonth: 3, generatedMonths: 0 },
  { description: 'Seguro de equipamentos', supplier: 'Segura Mais Seguros', category: 'Impostos e Taxas', amount: '4800.00', frequency: 'ANUAL', dayOfMonth: 5, generatedMonths: 0 },
];

export async function seedAccountsDemo(context: AreaSeedContext): Promise<void> {
  // accounts_payable's recurring columns (008) are typed by this area only (schema.ts).
  const { trx } = context;
  const { day } = context;
  const financial = context.users.find((u) => u.role === 'FINANCIAL')?.id ?? null;
  const category = (name: string): number => {
    const found = context.categories.find((c) => c.name === name);
    if (!found) throw new Error(`demo category ${name} missing`);
    return found.id;
  };
  const eventId = (index: number | undefined): number | null => (index === undefined ? null : (context.events[index]?.id ?? null));

  const insertAccount = async (kind: 'receivable' | 'payable', account: DemoAccount): Promise<number> => {
    const table = kind === 'receivable' ? 'accounts_receivable' : 'accounts_payable';
    const paidTotal = (account.payments ?? []).reduce((cents, [, amount]) => cents + Math.round(Number(amount) * 100), 0);
    const fullCents = Math.round(Number(account.amount) * 100);
    const status = account.cancel ? 'CANCELADO' : paidTotal === 0 ? 'PENDENTE' : paidTotal >= fullCents ? (kind === 'receivable' ? 'RECEBIDO' : 'PAGO') : 'PARCIAL';
    const party =
      kind === 'receivable'
        ? { client_name: account.party, client_document: account.document ?? null, client_email: account.email ?? null, client_phone: account.phone ?? null }
        : { supplier_name: account.party, supplier_document: account.document ?? null };
    const { id } = await trx
      .insertInto(table)
      .values({
        description: account.description,
        ...party,
        category_id: category(account.category),
        event_id: eventId(account.event),
        amount: account.amount,
        issue_date: day(account.issue),
        due_date: day(account.due),
        status,
        cancel_reason: account.cancel ?? null,
        cancelled_at: account.cancel ? sql`now()` : null,
        created_by: financial,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [offset, amount, method] of account.payments ?? []) {
      await trx
        .insertInto('account_payments')
        .values({ [kind === 'receivable' ? 'receivable_id' : 'payable_id']: id, payment_date: day(offset), method, amount, user_id: financial })
        .execute();
    }
    return id;
  };

  const receivableIds: number[] = [];
  for (const account of RECEIVABLES) receivableIds.push(await insertAccount('receivable', account));
  for (const account of PAYABLES) await insertAccount('payable', account);

  // The defaulter with a history: 'Festa de fim de ano corporativa' (25 days overdue, partly received).
  const estrela = receivableIds[RECEIVABLES.findIndex((a) => a.party === 'Buffet Estrela Eventos Ltda')];
  await trx
    .insertInto('defaulter_contacts')
    .values([
      { receivable_id: estrela, channel: 'TELEFONE', description: 'Falei com o financeiro (Sr. Marcos): pediu mais 10 dias para o restante.', contact_date: day(-18), user_id: financial },
      { receivable_id: estrela, channel: 'EMAIL', description: 'Enviado boleto atualizado com o saldo de R$ 7.000,00.', contact_date: day(-10), user_id: financial },
      { receivable_id: estrela, channel: 'WHATSAPP', description: 'Cliente propôs pagar em duas parcelas; aguardando confirmação da diretoria.', contact_date: day(-3), user_id: financial },
    ])
    .execute();
  await trx
    .insertInto('defaulter_reminders')
    .values({
      receivable_id: estrela,
      recipient: 'contato@buffetestrela.com.br',
      message: 'Prezado(a) Buffet Estrela Eventos Ltda, consta em aberto o valor de R$ 7.000,00 referente a "Festa de fim de ano corporativa". Por favor, regularize o pagamento ou entre em contato conosco.',
      user_id: financial,
      created_at: sql`now() - interval '12 days'`,
    })
    .execute();
  await trx
    .insertInto('receivable_collections')
    .values({ receivable_id: estrela, status: 'EM_NEGOCIACAO', notes: 'Proposta de parcelamento em análise.', updated_by: financial })
    .execute();

  const thisMonthStart = `${day(0).slice(0, 7)}-01`;
  for (const recurring of RECURRING) {
    const startMonth = addMonths(thisMonthStart, -3);
    const startDate = `${startMonth.slice(0, 8)}${String(recurring.dayOfMonth).padStart(2, '0')}`;
    const { id } = await trx
      .insertInto('recurring_accounts')
      .values({
        description: recurring.description,
        supplier_name: recurring.supplier,
        supplier_document: recurring.document ?? null,
        category_id: category(recurring.category),
        amount: recurring.amount,
        frequency: recurring.frequency,
        start_date: startDate,
        created_by: financial,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let n = 1; n <= recurring.generatedMonths; n++) {
      const dueDate = addMonths(startDate, n);
      const period = periodOf(recurring.frequency, dueDate);
      const { id: payableId } = await trx
        .insertInto('accounts_payable')
        .values({
          description: `${recurring.description} - ${periodLabel(recurring.frequency, period)}`,
          supplier_name: recurring.supplier,
          supplier_document: recurring.document ?? null,
          category_id: category(recurring.category),
          amount: recurring.amount,
          issue_date: dueDate,
          due_date: dueDate,
          status: 'PAGO',
          recurring_account_id: id,
          recurring_period: period,
          created_by: financial,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('account_payments')
        .values({ payable_id: payableId, payment_date: dueDate, method: 'BOLETO', amount: recurring.amount, user_id: financial })
        .execute();
    }
  }
}
