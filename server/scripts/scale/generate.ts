/**
 * A five-year company on top of the demo data (issue 14 part 2): employees, events with their days
 * and staff (check-ins, payment requests, their payables and payments), receivables and payables
 * with their payments, budgets, inventory items with their stock ledger, and registration links and
 * requests. Deterministic: every value comes from one seeded PRNG (mulberry32) and the anchor day
 * (today in São Paulo, or `today`), so the same seed on the same day gives the same rows.
 *
 * Set-based: rows are made in JS and sent as one array per column (`INSERT … SELECT FROM unnest(…)`)
 * in chunks, or derived from rows already inserted with `INSERT … SELECT`; ids are given explicitly
 * (after the current maximum) so children reference parents without a round trip, and each identity
 * is moved past them at the end. Runs in one transaction: a failure leaves nothing behind.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { completeCnpj, completeCpf } from '../../src/lib/documents';
import { todayInCompanyZone } from '../../src/lib/calendar';
import type { DB } from '../../src/db/schema';

/** Counts at scale factor 1. */
export const SCALE_COUNTS = {
  employees: 10_000,
  events: 3_000,
  staffDays: 150_000,
  /** Receivables and payables of clients and suppliers (half each); staff payables come on top. */
  accounts: 60_000,
  budgets: 2_000,
  items: 500,
  movements: 300_000,
  registrationRequests: 20_000,
  registrationLinks: 200,
} as const;

/** The SKU of the first scale item: its presence means the company was already generated. */
export const SCALE_MARKER_SKU = 'ESCALA-00001';
const SCALE_LOCK_KEY = 7_340_118_014;
const YEARS = 5;
const DAY_MS = 86_400_000;

export interface ScaleOptions {
  /** Multiplies every count (1 = the five-year company; 0.001 for a quick test). */
  factor?: number;
  seed?: number;
  /** The anchor day, YYYY-MM-DD (default: today in São Paulo). */
  today?: string;
  log?: (line: string) => void;
}

export interface ScaleResult {
  ms: number;
  rows: Record<string, number>;
}

// ── deterministic randomness ────────────────────────────────────────────────────────────────────
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ── dates (day numbers since 1970-01-01, UTC calendar arithmetic) ────────────────────────────────
const dayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A São Paulo wall-clock time of `day` (UTC−3), minutes since midnight. */
const at = (day: number, minutes: number): string =>
  `${isoDay(day)}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00-03:00`;
const money = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

// ── vocabulary ─────────────────────────────────────────────────────────────────────────────────
const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Juliana', 'Lucas',
  'Larissa', 'Marcos', 'Mariana', 'Matheus', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Renata', 'Rodrigo', 'Sabrina',
  'Thiago', 'Vanessa', 'Vinícius', 'Yasmin', 'Leonardo', 'Camila', 'Gustavo', 'Beatriz', 'Pedro', 'Letícia', 'André',
  'Aline', 'Caio', 'Débora', 'Fernando', 'Giovana', 'Igor', 'Jéssica', 'Kaique', 'Lívia', 'Murilo', 'Nicole', 'Paulo',
  'Raquel', 'Samuel', 'Tatiane', 'Wesley',
];
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro',
  'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento',
  'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana',
  'Teixeira', 'Araújo', 'Pinto', 'Cavalcanti', 'Monteiro', 'Moura',
];
/** Staff functions and their daily pay (cents). */
const FUNCTIONS: ReadonlyArray<readonly [string, number]> = [
  ['Garçom', 16_000], ['Garçom', 16_500], ['Garçom', 17_000], ['Barman', 20_000], ['Segurança', 18_000], ['Segurança', 18_500],
  ['Recepcionista', 15_000], ['Copeiro', 13_000], ['Cozinheiro', 22_000], ['Auxiliar de Cozinha', 14_000], ['Manobrista', 15_000],
  ['Coordenador de Equipe', 30_000], ['Técnico de Som', 28_000], ['Técnico de Iluminação', 28_000], ['Limpeza', 12_000],
  ['Montador', 17_000], ['Bilheteiro', 14_000],
];
const AREA_CODES = ['11', '11', '11', '11', '13', '19', '21', '12', '15'];
const EVENT_KINDS = [
  'Casamento', 'Congresso', 'Feira', 'Formatura', 'Confraternização', 'Aniversário', 'Show', 'Workshop', 'Convenção',
  'Lançamento', 'Simpósio', 'Festival', 'Encontro', 'Exposição', 'Baile',
];
const EVENT_SUBJECTS = [
  'de Tecnologia', 'do Agro', 'de Medicina', 'de Odontologia', 'de Vendas', 'de Moda', 'Gastronômico', 'de Arquitetura',
  'de Direito', 'de Engenharia', 'Empresarial', 'Cultural', 'de Inovação', 'de Varejo', 'de Educação', 'de Saúde',
];
const VENUES = [
  'Expo Center Norte, São Paulo - SP', 'Transamerica Expo, São Paulo - SP', 'Centro de Convenções Frei Caneca, São Paulo - SP',
  'Buffet Villa Lobos, São Paulo - SP', 'Fazenda Santa Bárbara, Itu - SP', 'Hotel Maksoud, São Paulo - SP',
  'Espaço das Américas, São Paulo - SP', 'Pavilhão do Anhembi, São Paulo - SP', 'Clube Atlético, Santos - SP',
  'Centro de Eventos, Campinas - SP', 'Royal Palm Plaza, Campinas - SP', 'Casa de Festas Jardim, Sorocaba - SP',
  'Riocentro, Rio de Janeiro - RJ', 'Centro de Convenções, São José dos Campos - SP',
];
const COMPANY_WORDS = ['Horizonte', 'Estrela', 'Vértice', 'Aurora', 'Atlântico', 'Cristal', 'Pioneira', 'Nova Era', 'Primavera', 'Boa Vista', 'Alvorada', 'Central', 'Paulista', 'Imperial', 'Sol Nascente', 'Mirante'];
const COMPANY_KINDS = ['S.A.', 'Ltda', 'Eventos Ltda', 'Comércio Ltda', 'Serviços Ltda', 'Associação', 'Indústria S.A.'];
const SUPPLIER_KINDS = ['Distribuidora', 'Transportadora', 'Gráfica', 'Locadora', 'Floricultura', 'Buffet', 'Som & Luz', 'Segurança', 'Limpeza', 'Papelaria'];
const RECEIVABLE_SUBJECTS = ['Locação de som e iluminação', 'Serviço de buffet', 'Organização de evento', 'Locação de mobiliário', 'Equipe de recepção', 'Sinal de contrato', 'Parcela de contrato'];
const PAYABLE_SUBJECTS = ['Bebidas', 'Frete de equipamentos', 'Impressão de material', 'Locação de gerador', 'Decoração floral', 'Combustível da frota', 'Manutenção de equipamentos', 'Material de limpeza', 'Tarifas bancárias', 'ISS do mês'];
const METHODS = ['PIX', 'PIX', 'PIX', 'BOLETO', 'TRANSFERENCIA', 'TRANSFERENCIA', 'DINHEIRO', 'CARTAO_CREDITO'];
const ITEM_CATALOGUE: ReadonlyArray<readonly [string, string, string, 'EQUIPMENT' | 'CONSUMABLE', number]> = [
  // name, category, unit, type, unit cost (cents)
  ['Mesa redonda', 'Mobiliário', 'un', 'EQUIPMENT', 38_900], ['Mesa retangular', 'Mobiliário', 'un', 'EQUIPMENT', 29_900],
  ['Cadeira de plástico', 'Mobiliário', 'un', 'EQUIPMENT', 4_590], ['Cadeira Tiffany', 'Mobiliário', 'un', 'EQUIPMENT', 12_990],
  ['Caixa de som ativa', 'Som e Iluminação', 'un', 'EQUIPMENT', 249_000], ['Microfone sem fio', 'Som e Iluminação', 'un', 'EQUIPMENT', 68_000],
  ['Refletor LED', 'Som e Iluminação', 'un', 'EQUIPMENT', 45_000], ['Rádio comunicador', 'Comunicação', 'un', 'EQUIPMENT', 32_000],
  ['Uniforme de garçom', 'Uniformes', 'un', 'EQUIPMENT', 8_990], ['Colete de segurança', 'Uniformes', 'un', 'EQUIPMENT', 5_990],
  ['Toalha de mesa', 'Enxoval', 'un', 'EQUIPMENT', 3_500], ['Taça de cristal', 'Louças e Taças', 'cx', 'EQUIPMENT', 18_000],
  ['Copo descartável', 'Descartáveis', 'cx', 'CONSUMABLE', 9_850], ['Guardanapo de papel', 'Descartáveis', 'pct', 'CONSUMABLE', 1_290],
  ['Água mineral', 'Bebidas', 'fardo', 'CONSUMABLE', 1_440], ['Refrigerante lata', 'Bebidas', 'fardo', 'CONSUMABLE', 3_290],
  ['Gelo em cubos', 'Bebidas', 'saco', 'CONSUMABLE', 1_200], ['Detergente', 'Limpeza', 'un', 'CONSUMABLE', 450],
];
const ITEM_VARIANTS = ['branca', 'preta', 'dourada', 'prata', 'P', 'M', 'G', 'GG', '10 lugares', '8 lugares', '200 ml', '500 ml', 'premium', 'padrão', 'compacta', 'reforçada', 'modelo A', 'modelo B', 'modelo C', 'modelo D', 'modelo E', 'modelo F', 'modelo G', 'modelo H', 'modelo I', 'modelo J', 'modelo K', 'modelo L'];
const LOCATIONS = ['Galpão A - Corredor 1', 'Galpão A - Corredor 2', 'Galpão B - Sala técnica', 'Galpão C - Estante 1', 'Galpão C - Câmara seca', 'Rouparia', 'Escritório - Armário 2'];
const REJECTIONS = ['Documentação incompleta', 'CPF já cadastrado', 'Não compareceu à entrevista', 'Perfil não atende à função'];
const STREETS = ['Rua Augusta', 'Av. Paulista', 'Rua da Consolação', 'Av. Brigadeiro Faria Lima', 'Rua Vergueiro', 'Av. Rebouças', 'Rua Teodoro Sampaio', 'Av. Ipiranga'];

// ── set-based inserts ──────────────────────────────────────────────────────────────────────────
type Executor = Kysely<DB> | Transaction<DB>;
/** column → [PostgreSQL type, one value per row]. */
type Columns = Record<string, readonly [string, readonly unknown[]]>;
const CHUNK = 25_000;

/** Inserts rows given as one array per column, `CHUNK` rows per statement. */
async function insertColumns(db: Executor, table: string, columns: Columns): Promise<number> {
  const names = Object.keys(columns);
  const length = columns[names[0]][1].length;
  for (const name of names) if (columns[name][1].length !== length) throw new Error(`${table}.${name}: ${columns[name][1].length} values, expected ${length}`);
  for (let start = 0; start < length; start += CHUNK) {
    const arrays: RawBuilder<unknown>[] = names.map((name) => {
      const [type, values] = columns[name];
      return sql`${values.slice(start, start + CHUNK)}::${sql.raw(type)}[]`;
    });
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
  }
  return length;
}

/** The big tables this generator fills: their foreign keys and secondary indexes are set aside meanwhile. */
const BULK_TABLES = [
  'employees', 'event_days', 'event_employees', 'payment_requests', 'accounts_receivable', 'accounts_payable', 'account_payments',
  'budgets', 'budget_items', 'inventory_transactions', 'registration_requests',
];

/**
 * Runs `work` with the foreign keys and the non-unique indexes of `tables` dropped, then puts them
 * back exactly as they were (pg_get_constraintdef / pg_get_indexdef), as pg_restore does: one
 * index build and one validating anti-join per foreign key instead of a trigger and an index
 * insert per row. Primary keys, unique constraints and CHECKs stay. Inside the caller's
 * transaction, so a failure puts everything back.
 */
async function bulkLoad<T>(db: Executor, tables: readonly string[], work: () => Promise<T>, log: (line: string) => void): Promise<T> {
  const { rows: fks } = await sql<{ tbl: string; name: string; def: string }>`
    SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
    FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY(${tables}::regclass[]) ORDER BY conrelid, conname`.execute(db);
  const { rows: indexes } = await sql<{ name: string; def: string }>`
    SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def
    FROM pg_index WHERE indrelid = ANY(${tables}::regclass[]) AND NOT indisunique AND NOT indisprimary ORDER BY indexrelid`.execute(db);
  for (const fk of fks) await sql`ALTER TABLE ${sql.raw(fk.tbl)} DROP CONSTRAINT ${sql.raw(fk.name)}`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  const result = await work();
  let t = Date.now();
  for (const index of indexes) await sql.raw(index.def).execute(db);
  log(`  ${`${indexes.length} indexes rebuilt`.padEnd(34)} ${String(Date.now() - t).padStart(6)} ms`);
  t = Date.now();
  for (const fk of fks) await sql`ALTER TABLE ${sql.raw(fk.tbl)} ADD CONSTRAINT ${sql.raw(fk.name)} ${sql.raw(fk.def)}`.execute(db);
  log(`  ${`${fks.length} foreign keys validated`.padEnd(34)} ${String(Date.now() - t).padStart(6)} ms`);
  return result;
}

async function maxId(db: Executor, table: string): Promise<number> {
  const { rows } = await sql<{ max: string | number | null }>`SELECT max(id) AS max FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0].max ?? 0);
}

/** Moves a table's identity past the ids given explicitly. */
async function syncIdentity(db: Executor, table: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest((SELECT max(id) FROM ${sql.table(table)}), 1))`.execute(db);
}

async function count(db: Executor, query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`SELECT count(*) AS n FROM (${query}) q`.execute(db);
  return Number(rows[0].n);
}

/** True when the scale data is already there. */
export async function hasScaleData(db: Executor): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM inventory_items WHERE sku = ${SCALE_MARKER_SKU}`.execute(db);
  return rows.length > 0;
}

// ── the generator ──────────────────────────────────────────────────────────────────────────────
/**
 * What every step shares: the transaction, the one PRNG (the steps draw from it in a fixed order, so
 * the order of the steps is part of the data), the counts, the calendar, the demo data it builds
 * on, and the row counts it reports.
 */
interface Scale {
  trx: Transaction<DB>;
  random: Random;
  /** A count at scale factor 1, scaled. */
  n: (full: number) => number;
  today: number;
  first: number;
  step: <T>(label: string, work: () => Promise<T>) => Promise<T>;
  rows: Record<string, number>;
  admin: number | null;
  manager: number | null;
  coordinator: number | null;
  financial: number | null;
  incomeCategories: number[];
  expenseCategories: number[];
  services: Array<{ id: number; unit_price: string }>;
}

/** Generates the company into a migrated, demo-seeded database. Throws when it is already there. */
export async function seedScale(db: Kysely<DB>, options: ScaleOptions = {}): Promise<ScaleResult> {
  const started = Date.now();
  const factor = options.factor ?? 1;
  const random = new Random(options.seed ?? 20_141_125);
  const today = dayNumber(options.today ?? todayInCompanyZone());
  const log = options.log ?? (() => undefined);
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    const result = await work();
    log(`  ${label.padEnd(34)} ${String(Date.now() - t).padStart(6)} ms`);
    return result;
  };

  const rows: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SCALE_LOCK_KEY}::bigint)`.execute(trx);
    if (await hasScaleData(trx)) throw new Error('the scale data is already in this database (inventory item ESCALA-00001 exists)');
    // Index builds (the trigram GIN ones above all) are faster with more memory than the default 64 MB.
    await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
    const base = { trx, random, n: (full: number) => Math.max(1, Math.round(full * factor)), today, first: today - YEARS * 365, step, rows };
    await bulkLoad(trx, BULK_TABLES, async () => generate({ ...base, ...(await readDemoData(trx)) }), log);
  });
  // Statistics for the planner, and the visibility map that lets counts run on indexes only.
  await step('VACUUM ANALYZE', () => sql`VACUUM (ANALYZE)`.execute(db));
  return { ms: Date.now() - started, rows };
}

/** The steps, in the order they draw from the PRNG. */
async function generate(s: Scale): Promise<void> {
  const staff = await seedEmployees(s);
  const events = await seedEvents(s);
  const requestBase = await seedStaffDays(s, staff, events);
  await seedStaffPayables(s, requestBase);
  await seedBudgets(s, events);
  await seedLedgers(s, events);
  await seedInventory(s, events);
  await seedRegistration(s, staff);
  for (const table of ['employees', 'events', 'event_employees', 'payment_requests', 'budgets', 'inventory_items', 'registration_links']) await syncIdentity(s.trx, table);
  s.rows.employee_badges = await count(s.trx, sql`SELECT 1 FROM employee_badges WHERE employee_id > ${staff.base}`);
}

/** The demo data the company is built on: its users by role, categories and services. */
async function readDemoData(trx: Transaction<DB>) {
  const users = (await sql<{ id: number; role: string }>`SELECT id, role FROM users WHERE active ORDER BY id`.execute(trx)).rows;
  const userOf = (role: string): number | null => users.find((u) => u.role === role)?.id ?? users[0]?.id ?? null;
  const categories = (await sql<{ id: number; type: string }>`SELECT id, type FROM financial_categories WHERE active ORDER BY id`.execute(trx)).rows;
  const incomeCategories = categories.filter((c) => c.type === 'RECEITA').map((c) => c.id);
  const expenseCategories = categories.filter((c) => c.type === 'DESPESA').map((c) => c.id);
  if (!incomeCategories.length || !expenseCategories.length) throw new Error('no financial categories: run the demo seed first');
  const services = (await sql<{ id: number; unit_price: string }>`SELECT id, unit_price FROM service_catalog WHERE active ORDER BY id`.execute(trx)).rows;
  if (!services.length) throw new Error('no services in the catalogue: run the demo seed first');
  return {
    admin: userOf('ADMIN'),
    manager: userOf('MANAGER'),
    coordinator: userOf('COORDINATOR'),
    financial: userOf('FINANCIAL'),
    incomeCategories,
    expenseCategories,
    services,
  };
}

// ── employees ──
const employeeColumns = () => ({ id: [] as number[], name: [] as string[], cpf: [] as string[], email: [] as string[], phone: [] as string[], fn: [] as string[], rate: [] as number[], active: [] as boolean[], created: [] as string[] });
/** The generated employees: their columns, the id before the first and how many. */
interface Staff {
  emp: ReturnType<typeof employeeColumns>;
  base: number;
  count: number;
}

async function seedEmployees({ trx, random, n, today, first, step, rows }: Scale): Promise<Staff> {
  const existingCpfs = new Set((await sql<{ cpf: string }>`SELECT cpf FROM employees`.execute(trx)).rows.map((r) => r.cpf));
  const employeeBase = await maxId(trx, 'employees');
  const employeeCount = n(SCALE_COUNTS.employees);
  const emp = employeeColumns();
  for (let i = 0, k = 0; i < employeeCount; k++) {
    const cpf = completeCpf(String((300_000_007 + k * 48_271) % 1_000_000_000).padStart(9, '0'));
    if (existingCpfs.has(cpf)) continue;
    existingCpfs.add(cpf);
    const firstName = random.pick(FIRST_NAMES);
    const s1 = random.pick(SURNAMES);
    const s2 = random.pick(SURNAMES);
    const [fn, rate] = random.pick(FUNCTIONS);
    emp.id.push(employeeBase + i + 1);
    emp.name.push(`${firstName} ${s1} ${s2}`);
    emp.cpf.push(cpf);
    emp.email.push(`${firstName}.${s2}.${i + 1}@example.com`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
    emp.phone.push(`${random.pick(AREA_CODES)}9${String(random.int(10_000_000, 99_999_999))}`);
    emp.fn.push(fn);
    emp.rate.push(rate + random.int(0, 4) * 500);
    emp.active.push(!random.chance(0.08));
    emp.created.push(at(first - 30 + Math.floor((i / employeeCount) * (today - first)), 600));
    i++;
  }
  rows.employees = await step('employees (+ badges by trigger)', () =>
    insertColumns(trx, 'employees', {
      id: ['bigint', emp.id], name: ['text', emp.name], cpf: ['text', emp.cpf], email: ['text', emp.email], phone: ['text', emp.phone],
      function: ['text', emp.fn], pay_rate: ['numeric', emp.rate.map(money)], active: ['boolean', emp.active],
      created_at: ['timestamptz', emp.created], updated_at: ['timestamptz', emp.created],
    }),
  );
  return { emp, base: employeeBase, count: employeeCount };
}

// ── events and their days ──
interface ScaleEvent {
  id: number;
  start: number;
  days: number;
  last: number;
  finalized: boolean;
  name: string;
  location: string;
}

async function seedEvents({ trx, random, n, today, first, step, rows }: Scale): Promise<ScaleEvent[]> {
  const eventBase = await maxId(trx, 'events');
  const eventCount = n(SCALE_COUNTS.events);
  const starts = Array.from({ length: eventCount }, () => random.int(first, today + 60)).sort((a, b) => a - b);
  const events = starts.map((start, i) => {
    const days = random.int(2, 4);
    const last = start + days - 1;
    const finalized = last < today - 7 || (last < today - 1 && random.chance(0.5));
    const name = `${random.pick(EVENT_KINDS)} ${random.pick(EVENT_SUBJECTS)} ${random.pick(COMPANY_WORDS)} ${isoDay(start).slice(0, 4)}`;
    return { id: eventBase + i + 1, start, days, last, finalized, name, location: random.pick(VENUES) };
  });
  rows.events = await step('events', () =>
    insertColumns(trx, 'events', {
      id: ['bigint', events.map((e) => e.id)], name: ['text', events.map((e) => e.name)], location: ['text', events.map((e) => e.location)],
      description: ['text', events.map((e) => `${e.name} — ${e.days} dias`)],
      created_at: ['timestamptz', events.map((e) => at(e.start - 45, 540))], updated_at: ['timestamptz', events.map((e) => at(e.start - 45, 540))],
    }),
  );
  const dayRows = events.flatMap((e) => Array.from({ length: e.days }, (_, d) => [e.id, e.start + d] as const));
  rows.event_days = await step('event_days', () =>
    insertColumns(trx, 'event_days', { event_id: ['bigint', dayRows.map((r) => r[0])], date: ['date', dayRows.map((r) => isoDay(r[1]))] }),
  );
  return events;
}

// ── staff days: the same team every day of an event, nobody on two events the same day ──
/** Each event's team (members every day) and one-day members, summing to the staff-day target. */
function planTeams({ random, n }: Scale, events: ScaleEvent[]): { team: number[]; oneDay: number[] } {
  const staffTarget = n(SCALE_COUNTS.staffDays);
  const eventDays = events.reduce((sum, e) => sum + e.days, 0);
  const team = events.map(() => 0);
  let planned = 0;
  events.forEach((e, i) => {
    team[i] = Math.max(1, Math.round((staffTarget / eventDays) * (0.4 + random.next() * 1.2)));
    planned += team[i] * e.days;
  });
  // Trim or grow teams one member at a time until within one event's days of the target; the rest
  // are members who work only the first day of an event.
  for (let i = 0; planned > staffTarget && team.some((t) => t > 1); i = (i + 1) % events.length) {
    if (team[i] > 1) {
      team[i]--;
      planned -= events[i].days;
    }
  }
  for (let i = 0; planned + events[i].days <= staffTarget; i = (i + 1) % events.length) {
    team[i]++;
    planned += events[i].days;
  }
  const oneDay = events.map(() => 0);
  for (let i = 0; planned < staffTarget; i = (i + 1) % events.length) {
    oneDay[i]++;
    planned++;
  }
  return { team, oneDay };
}

/** Picks an event's members (the first `teamSize` work every day), nobody busy elsewhere those days. */
function pickMembers(random: Random, staff: Staff, e: ScaleEvent, teamSize: number, wanted: number, busy: Map<number, Set<number>>): number[] {
  const members: number[] = [];
  for (let tries = 0; members.length < wanted && tries < wanted * 50; tries++) {
    const candidate = random.int(0, staff.count - 1);
    if (!staff.emp.active[candidate] && !random.chance(0.2)) continue;
    const workDays = members.length < teamSize ? e.days : 1;
    let free = !members.includes(candidate);
    for (let d = 0; free && d < workDays; d++) free = !busy.get(e.start + d)?.has(candidate);
    if (!free) continue;
    members.push(candidate);
    for (let d = 0; d < workDays; d++) {
      const set = busy.get(e.start + d) ?? new Set<number>();
      set.add(candidate);
      busy.set(e.start + d, set);
    }
  }
  return members;
}

const linkColumns = () => ({ id: [] as number[], event: [] as number[], employee: [] as number[], day: [] as string[], fn: [] as string[], rate: [] as string[], checkIn: [] as (string | null)[], checkOut: [] as (string | null)[], paid: [] as boolean[], updated: [] as string[], created: [] as string[] });
const requestColumns = () => ({ id: [] as number[], link: [] as number[], amount: [] as string[], status: [] as string[], requestedAt: [] as string[], approvedAt: [] as (string | null)[], approvedBy: [] as (number | null)[], paidAt: [] as (string | null)[] });
interface StaffDayRows {
  link: ReturnType<typeof linkColumns>;
  requests: ReturnType<typeof requestColumns>;
  linkBase: number;
  requestBase: number;
}

/** One event's staff days: check-ins and outs as they would have happened, a payment request per worked past day. */
function addStaffDays(s: Scale, staff: Staff, e: ScaleEvent, members: number[], teamSize: number, out: StaffDayRows): void {
  const { random, today, financial } = s;
  const { link, requests } = out;
  for (let d = 0; d < e.days; d++) {
    const day = e.start + d;
    for (const [position, member] of members.entries()) {
      if (d > 0 && position >= teamSize) continue; // a one-day member
      const id = out.linkBase + link.id.length + 1;
      const past = day < today;
      const arrived = past ? !random.chance(0.03) : day === today && position % 2 === 0;
      const left = arrived && past;
      const checkIn = arrived ? at(day, 450 + random.int(0, 45)) : null;
      const checkOut = left ? at(day, 1050 + random.int(0, 90)) : null;
      const rate = money(staff.emp.rate[member]);
      let paid = false;
      if (past && arrived) {
        const paidOut = e.finalized && e.last < today - 10;
        const status = paidOut ? 'PAID' : random.chance(0.5) ? 'APPROVED' : 'PENDING';
        paid = status === 'PAID';
        requests.id.push(out.requestBase + requests.id.length + 1);
        requests.link.push(id);
        requests.amount.push(rate);
        requests.status.push(status);
        requests.requestedAt.push(at(day, 1110));
        requests.approvedAt.push(status === 'PENDING' ? null : at(Math.min(day + 1, today), 600));
        requests.approvedBy.push(status === 'PENDING' ? null : financial);
        requests.paidAt.push(paid ? at(e.last + 3, 840) : null);
      }
      link.id.push(id);
      link.event.push(e.id);
      link.employee.push(staff.emp.id[member]);
      link.day.push(isoDay(day));
      link.fn.push(staff.emp.fn[member]);
      link.rate.push(rate);
      link.checkIn.push(checkIn);
      link.checkOut.push(checkOut);
      link.paid.push(paid);
      link.updated.push(checkOut ?? checkIn ?? at(e.start - 10, 600));
      link.created.push(at(e.start - 10, 600));
    }
  }
}

/** The staff days and payment requests of every event, then the finalized events' summaries. Returns the id before the first request. */
async function seedStaffDays(s: Scale, staff: Staff, events: ScaleEvent[]): Promise<number> {
  const { trx, step, rows, coordinator } = s;
  const { team, oneDay } = planTeams(s, events);
  const busy = new Map<number, Set<number>>();
  const out: StaffDayRows = { link: linkColumns(), requests: requestColumns(), linkBase: await maxId(trx, 'event_employees'), requestBase: await maxId(trx, 'payment_requests') };
  const finalizedAt: Array<[number, string]> = [];
  events.forEach((e, i) => {
    const members = pickMembers(s.random, staff, e, team[i], team[i] + oneDay[i], busy);
    if (e.finalized) finalizedAt.push([e.id, at(e.last + 1, 600)]);
    addStaffDays(s, staff, e, members, team[i], out);
  });
  const { link, requests } = out;
  rows.event_employees = await step('event_employees (staff days)', () =>
    insertColumns(trx, 'event_employees', {
      id: ['bigint', link.id], event_id: ['bigint', link.event], employee_id: ['bigint', link.employee], event_day: ['date', link.day],
      function: ['text', link.fn], pay_rate: ['numeric', link.rate], check_in: ['timestamptz', link.checkIn], check_out: ['timestamptz', link.checkOut],
      paid: ['boolean', link.paid], last_updated_at: ['timestamptz', link.updated], created_at: ['timestamptz', link.created],
    }),
  );
  rows.payment_requests = await step('payment_requests', () =>
    insertColumns(trx, 'payment_requests', {
      id: ['bigint', requests.id], event_employee_id: ['bigint', requests.link], amount: ['numeric', requests.amount], status: ['text', requests.status],
      requested_by: ['bigint', requests.id.map(() => coordinator)], requested_at: ['timestamptz', requests.requestedAt],
      approved_at: ['timestamptz', requests.approvedAt], approved_by: ['bigint', requests.approvedBy], paid_at: ['timestamptz', requests.paidAt],
      updated_at: ['timestamptz', requests.requestedAt.map((r, i) => requests.paidAt[i] ?? requests.approvedAt[i] ?? r)],
    }),
  );
  await finalizeEvents(s, finalizedAt);
  return out.requestBase;
}

/**
 * Finalized events: their frozen summary, as finalize computes it (events/summary.ts: per employee
 * the days with a check-in and their pay, summed as NUMERIC), aggregated once for all of them.
 */
async function finalizeEvents({ trx, step }: Scale, finalizedAt: Array<[number, string]>): Promise<void> {
  await step('events finalized (summaries)', () =>
    sql`
      WITH f AS (SELECT * FROM unnest(${finalizedAt.map((f) => f[0])}::bigint[], ${finalizedAt.map((f) => f[1])}::timestamptz[]) AS f(id, at)),
      s AS (SELECT ee.event_id, ee.employee_id, count(*) AS days, sum(ee.pay_rate)::numeric(14, 2) AS total
            FROM event_employees ee JOIN f ON f.id = ee.event_id
            WHERE ee.check_in IS NOT NULL GROUP BY ee.event_id, ee.employee_id),
      agg AS (SELECT s.event_id,
                     jsonb_agg(jsonb_build_object('employeeId', s.employee_id, 'name', e.name, 'days', s.days, 'total', s.total::text) ORDER BY e.name, e.id) AS staff,
                     sum(s.total)::numeric(14, 2) AS total
              FROM s JOIN employees e ON e.id = s.employee_id GROUP BY s.event_id)
      UPDATE events ev
      SET is_finalized = true,
          finalized_at = f.at,
          summary = jsonb_build_object(
            'employeeSummary', coalesce(agg.staff, '[]'::jsonb),
            'eventTotal', coalesce(agg.total, 0)::numeric(14, 2)::text,
            'finalizedDate', to_char(f.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      FROM f LEFT JOIN agg ON agg.event_id = f.id
      WHERE ev.id = f.id`.execute(trx),
  );
}

/**
 * Staff payables: every approved or paid request has its payable (paid ones with their payment),
 * as approving and paying a request raise them (budgets/ledger.ts, budgets/demo-seed.ts).
 */
async function seedStaffPayables({ trx, step, rows, today, financial, expenseCategories }: Scale, requestBase: number): Promise<void> {
  const staffCategory =
    (await sql<{ id: number }>`SELECT id FROM financial_categories WHERE type = 'DESPESA' AND lower(name) = 'pessoal de eventos'`.execute(trx)).rows[0]?.id ??
    expenseCategories[0];
  const payableBase = await maxId(trx, 'accounts_payable');
  rows.staff_payables = await step('staff payables', async () => {
    const result = await sql`
      INSERT INTO accounts_payable
        (description, supplier_name, supplier_document, category_id, event_id, payment_request_id, amount, issue_date, due_date,
         status, document_number, created_by, created_at, updated_at)
      SELECT 'Diária de ' || e.name || ' — ' || ev.name || ' (' || to_char(ee.event_day, 'DD/MM/YYYY') || ')',
             e.name, e.cpf, ${staffCategory}, ee.event_id, pr.id, pr.amount,
             (pr.approved_at AT TIME ZONE 'America/Sao_Paulo')::date,
             CASE WHEN pr.status = 'PAID' THEN (pr.paid_at AT TIME ZONE 'America/Sao_Paulo')::date ELSE ${isoDay(today + 7)}::date END,
             CASE WHEN pr.status = 'PAID' THEN 'PAGO' ELSE 'PENDENTE' END,
             'SP-' || pr.id, ${financial}, pr.approved_at, coalesce(pr.paid_at, pr.approved_at)
      FROM payment_requests pr
      JOIN event_employees ee ON ee.id = pr.event_employee_id
      JOIN employees e ON e.id = ee.employee_id
      JOIN events ev ON ev.id = ee.event_id
      WHERE pr.id > ${requestBase} AND pr.status IN ('APPROVED', 'PAID') AND pr.amount > 0
      ORDER BY pr.id`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
  rows.staff_payments = await step('staff payments', async () => {
    const result = await sql`
      INSERT INTO account_payments (payable_id, payment_date, method, amount, reference, user_id, created_at)
      SELECT ap.id, (pr.paid_at AT TIME ZONE 'America/Sao_Paulo')::date, 'PIX', ap.amount, 'PIX-' || pr.id, ${financial}, pr.paid_at
      FROM accounts_payable ap JOIN payment_requests pr ON pr.id = ap.payment_request_id
      WHERE ap.id > ${payableBase} AND ap.status = 'PAGO'
      ORDER BY ap.id`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

// ── budgets: items, planned days; approved and paid ones quote an event and raise its receivable ──
const budgetColumns = () => ({ id: [] as number[], client: [] as string[], document: [] as string[], email: [] as string[], phone: [] as string[], status: [] as string[], event: [] as (number | null)[], eventName: [] as string[], location: [] as string[], validUntil: [] as string[], discount: [] as string[], sentAt: [] as (string | null)[], approvedAt: [] as (string | null)[], refusedAt: [] as (string | null)[], refusal: [] as (string | null)[], decidedBy: [] as (number | null)[], paidAt: [] as (string | null)[], created: [] as string[] });
const budgetItemColumns = () => ({ budget: [] as number[], service: [] as number[], quantity: [] as number[], price: [] as string[], days: [] as number[] });
interface BudgetRows {
  budget: ReturnType<typeof budgetColumns>;
  item: ReturnType<typeof budgetItemColumns>;
  bdays: { budget: number[]; date: string[] };
}

/** A budget's status and, for an approved or paid one, the event it quotes (each event quoted once). */
function budgetStatus({ random, today }: Scale, events: ScaleEvent[], quotable: ScaleEvent[], quoted: Set<number>): { status: string; event: ScaleEvent | null } {
  const roll = random.next();
  let status = roll < 0.45 ? 'PAGO' : roll < 0.55 ? 'APROVADO' : roll < 0.75 ? 'RECUSADO' : roll < 0.9 ? 'ENVIADO' : 'RASCUNHO';
  let event: ScaleEvent | null = null;
  if (status === 'PAGO' || status === 'APROVADO') {
    for (let tries = 0; tries < 20 && !event; tries++) {
      const candidate = random.pick(quotable.length ? quotable : events);
      if (!quoted.has(candidate.id)) event = candidate;
    }
    if (event) quoted.add(event.id);
    else status = 'ENVIADO';
    if (event && status === 'PAGO' && event.last >= today) status = 'APROVADO';
  }
  return { status, event };
}

/** Budget `i` (id `id`) with its planned days and items. */
function addBudget(s: Scale, i: number, id: number, { status, event }: { status: string; event: ScaleEvent | null }, out: BudgetRows): void {
  const { random, today, first, manager, services } = s;
  const { budget, item, bdays } = out;
  const created = Math.min(today - 1, event ? event.start - random.int(20, 60) : random.int(first, today - 1));
  const plannedStart = event ? event.start : created + random.int(15, 90);
  const days = event ? event.days : random.int(1, 3);
  const company = `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_KINDS)}`;
  const sent = status === 'RASCUNHO' ? null : Math.min(today, created + random.int(0, 3));
  const decided = status === 'PAGO' || status === 'APROVADO' || status === 'RECUSADO' ? Math.min(today, (sent ?? created) + random.int(1, 10)) : null;
  budget.id.push(id);
  budget.client.push(company);
  budget.document.push(completeCnpj(String(10_000_000 + (i % 89_999_999)).padStart(8, '0') + '0001'));
  budget.email.push(`eventos${i + 1}@example.com`);
  budget.phone.push(`11${random.int(30_000_000, 39_999_999)}`);
  budget.status.push(status);
  budget.event.push(event?.id ?? null);
  budget.eventName.push(event?.name ?? `${random.pick(EVENT_KINDS)} ${company}`);
  budget.location.push(event?.location ?? random.pick(VENUES));
  budget.validUntil.push(isoDay(created + 15));
  budget.discount.push(money(random.chance(0.3) ? random.int(1, 10) * 5_000 : 0));
  budget.sentAt.push(sent === null ? null : at(sent, 600));
  budget.approvedAt.push(decided !== null && status !== 'RECUSADO' ? at(decided, 660) : null);
  budget.refusedAt.push(decided !== null && status === 'RECUSADO' ? at(decided, 660) : null);
  budget.refusal.push(status === 'RECUSADO' ? random.pick(['Cliente escolheu outro fornecedor', 'Valor acima do orçamento do cliente', 'Evento cancelado']) : null);
  budget.decidedBy.push(decided === null ? null : manager);
  budget.paidAt.push(status === 'PAGO' ? at(Math.min(event!.last + 5, today), 720) : null);
  budget.created.push(at(created, 570));
  for (let d = 0; d < days; d++) {
    bdays.budget.push(id);
    bdays.date.push(isoDay(plannedStart + d));
  }
  const chosen = new Set<number>();
  for (let k = random.int(1, 4); k > 0; k--) {
    const service = random.pick(services);
    if (chosen.has(service.id)) continue;
    chosen.add(service.id);
    item.budget.push(id);
    item.service.push(service.id);
    item.quantity.push(random.int(1, 20));
    item.price.push(service.unit_price);
    item.days.push(days);
  }
}

async function seedBudgets(s: Scale, events: ScaleEvent[]): Promise<void> {
  const { trx, n, first, step, rows, manager } = s;
  const budgetBase = await maxId(trx, 'budgets');
  const budgetCount = n(SCALE_COUNTS.budgets);
  const quotable = events.filter((e) => e.start - 30 > first);
  const quoted = new Set<number>();
  const out: BudgetRows = { budget: budgetColumns(), item: budgetItemColumns(), bdays: { budget: [], date: [] } };
  for (let i = 0; i < budgetCount; i++) addBudget(s, i, budgetBase + i + 1, budgetStatus(s, events, quotable, quoted), out);
  const { budget, item, bdays } = out;
  rows.budgets = await step('budgets', () =>
    insertColumns(trx, 'budgets', {
      id: ['bigint', budget.id], client_name: ['text', budget.client], client_document: ['text', budget.document], client_email: ['text', budget.email],
      client_phone: ['text', budget.phone], status: ['text', budget.status], event_id: ['bigint', budget.event], event_name: ['text', budget.eventName],
      event_location: ['text', budget.location], valid_until: ['date', budget.validUntil], discount: ['numeric', budget.discount],
      sent_at: ['timestamptz', budget.sentAt], approved_at: ['timestamptz', budget.approvedAt], refused_at: ['timestamptz', budget.refusedAt],
      refusal_reason: ['text', budget.refusal], decided_by: ['bigint', budget.decidedBy], paid_at: ['timestamptz', budget.paidAt],
      created_by: ['bigint', budget.id.map(() => manager)], created_at: ['timestamptz', budget.created], updated_at: ['timestamptz', budget.created],
    }),
  );
  rows.budget_items = await insertColumns(trx, 'budget_items', {
    budget_id: ['bigint', item.budget], service_id: ['bigint', item.service], quantity: ['integer', item.quantity], unit_price: ['numeric', item.price], days: ['integer', item.days],
  });
  rows.budget_days = await insertColumns(trx, 'budget_days', { budget_id: ['bigint', bdays.budget], date: ['date', bdays.date] });
  // total = Σ quantity × unit_price × days − discount, the discount capped at the sum (total ≥ 0).
  await sql`
    UPDATE budgets b SET discount = least(b.discount, s.gross), total = s.gross - least(b.discount, s.gross)
    FROM (SELECT budget_id, sum(quantity * unit_price * days)::numeric(14, 2) AS gross FROM budget_items WHERE budget_id > ${budgetBase} GROUP BY budget_id) s
    WHERE b.id = s.budget_id`.execute(trx);
  await seedBudgetReceivables(s, budgetBase);
}

/** Approved and paid budgets raise their receivable; paid ones with its payment. */
async function seedBudgetReceivables({ trx, step, rows, financial, incomeCategories }: Scale, budgetBase: number): Promise<void> {
  const receivableBase = await maxId(trx, 'accounts_receivable');
  const incomeCategory = incomeCategories[0];
  rows.budget_receivables = await step('budget receivables', async () => {
    const result = await sql`
      INSERT INTO accounts_receivable
        (description, client_name, client_document, client_email, client_phone, category_id, event_id, budget_id, amount,
         issue_date, due_date, status, document_number, created_by, created_at, updated_at)
      SELECT 'Orçamento #' || b.id || ' — ' || b.event_name, b.client_name, b.client_document, b.client_email, b.client_phone,
             ${incomeCategory}, b.event_id, b.id, b.total,
             (b.approved_at AT TIME ZONE 'America/Sao_Paulo')::date,
             (b.approved_at AT TIME ZONE 'America/Sao_Paulo')::date + 20,
             CASE WHEN b.status = 'PAGO' THEN 'RECEBIDO' ELSE 'PENDENTE' END,
             'ORC-' || b.id, ${financial}, b.approved_at, coalesce(b.paid_at, b.approved_at)
      FROM budgets b
      WHERE b.id > ${budgetBase} AND b.status IN ('APROVADO', 'PAGO') AND b.total > 0
      ORDER BY b.id`.execute(trx);
    await sql`
      INSERT INTO account_payments (receivable_id, payment_date, method, amount, reference, user_id, created_at)
      SELECT r.id, (b.paid_at AT TIME ZONE 'America/Sao_Paulo')::date, 'TRANSFERENCIA', r.amount, 'TED-' || b.id, ${financial}, b.paid_at
      FROM accounts_receivable r JOIN budgets b ON b.id = r.budget_id
      WHERE r.id > ${receivableBase} AND r.status = 'RECEBIDO'
      ORDER BY r.id`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

// ── receivables and payables of clients and suppliers, with their payments ──
type LedgerKind = 'receivable' | 'payable';
const accountColumns = () => ({ id: [] as number[], description: [] as string[], party: [] as string[], document: [] as (string | null)[], category: [] as number[], event: [] as (number | null)[], amount: [] as string[], issue: [] as string[], due: [] as string[], status: [] as string[], cancelReason: [] as (string | null)[], cancelledAt: [] as (string | null)[], created: [] as string[] });
const paymentColumns = () => ({ receivable: [] as (number | null)[], payable: [] as (number | null)[], date: [] as string[], method: [] as string[], amount: [] as string[], created: [] as string[] });
type PaymentRows = ReturnType<typeof paymentColumns>;

async function seedLedgers(s: Scale, events: ScaleEvent[]): Promise<void> {
  const { trx, n, step, rows, financial } = s;
  const payments = paymentColumns();
  const accounts = n(SCALE_COUNTS.accounts);
  rows.receivables = await step('receivables', () => seedAccounts(s, events, 'receivable', Math.max(1, Math.ceil(accounts / 2) - rows.budget_receivables), payments));
  rows.receivables += rows.budget_receivables;
  rows.payables = await step('payables', () => seedAccounts(s, events, 'payable', Math.floor(accounts / 2) || 1, payments));
  rows.account_payments = await step('account payments', () =>
    insertColumns(trx, 'account_payments', {
      receivable_id: ['bigint', payments.receivable], payable_id: ['bigint', payments.payable], payment_date: ['date', payments.date],
      method: ['text', payments.method], amount: ['numeric', payments.amount], user_id: ['bigint', payments.date.map(() => financial)],
      created_at: ['timestamptz', payments.created],
    }),
  );
  await syncIdentity(trx, 'accounts_receivable');
  await syncIdentity(trx, 'accounts_payable');
}

/** `total` accounts of one kind; their payments are added to `payments`. */
async function seedAccounts(s: Scale, events: ScaleEvent[], kind: LedgerKind, total: number, payments: PaymentRows): Promise<number> {
  const table = kind === 'receivable' ? 'accounts_receivable' : 'accounts_payable';
  const base = await maxId(s.trx, table);
  const a = accountColumns();
  for (let i = 0; i < total; i++) addAccount(s, events, kind, base + i + 1, a, payments);
  const party: Columns =
    kind === 'receivable'
      ? { client_name: ['text', a.party], client_document: ['text', a.document] }
      : { supplier_name: ['text', a.party], supplier_document: ['text', a.document] };
  return insertColumns(s.trx, table, {
    id: ['bigint', a.id], description: ['text', a.description], ...party, category_id: ['bigint', a.category], event_id: ['bigint', a.event],
    amount: ['numeric', a.amount], issue_date: ['date', a.issue], due_date: ['date', a.due], status: ['text', a.status],
    cancel_reason: ['text', a.cancelReason], cancelled_at: ['timestamptz', a.cancelledAt], created_by: ['bigint', a.id.map(() => s.financial)],
    created_at: ['timestamptz', a.created], updated_at: ['timestamptz', a.created],
  });
}

/** One account: its party and document, what was paid (past due: mostly settled, some partly, some open, a few cancelled). */
function addAccount(s: Scale, events: ScaleEvent[], kind: LedgerKind, id: number, a: ReturnType<typeof accountColumns>, payments: PaymentRows): void {
  const { random, today, first } = s;
  const issue = random.int(first, today + 10);
  const due = issue + random.int(7, 45);
  const cents = random.int(100, 5_000) * 100 + random.int(0, 99);
  const person = random.chance(0.3);
  const party =
    kind === 'receivable'
      ? person
        ? `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`
        : `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_KINDS)}`
      : `${random.pick(SUPPLIER_KINDS)} ${random.pick(COMPANY_WORDS)}`;
  const document = random.chance(0.7)
    ? person
      ? completeCpf(String(random.int(100_000_000, 999_999_999)))
      : completeCnpj(String(random.int(10_000_000, 99_999_999)) + '0001')
    : null;
  // Past due: mostly settled, some partly, some open (the defaulters), a few cancelled.
  const roll = random.next();
  let paidCents = 0;
  let cancelled = false;
  if (roll < 0.03) cancelled = true;
  else if (due < today) paidCents = roll < 0.88 ? cents : roll < 0.94 ? Math.floor(cents * (0.2 + random.next() * 0.6)) : 0;
  else if (issue < today) paidCents = roll < 0.15 ? cents : roll < 0.3 ? Math.floor(cents * 0.4) : 0;
  if (paidCents > 0) addPayments(s, kind, id, { issue, due, cents, paidCents }, payments);
  const done = kind === 'receivable' ? 'RECEBIDO' : 'PAGO';
  const subjects = kind === 'receivable' ? RECEIVABLE_SUBJECTS : PAYABLE_SUBJECTS;
  a.id.push(id);
  a.description.push(`${random.pick(subjects)} — ${party}`);
  a.party.push(party);
  a.document.push(document);
  a.category.push(random.pick(kind === 'receivable' ? s.incomeCategories : s.expenseCategories));
  a.event.push(random.chance(0.3) ? random.pick(events).id : null);
  a.amount.push(money(cents));
  a.issue.push(isoDay(issue));
  a.due.push(isoDay(due));
  a.status.push(cancelled ? 'CANCELADO' : paidCents === 0 ? 'PENDENTE' : paidCents === cents ? done : 'PARCIAL');
  a.cancelReason.push(cancelled ? 'Cancelado a pedido' : null);
  a.cancelledAt.push(cancelled ? at(Math.min(issue + 3, today), 600) : null);
  a.created.push(at(Math.min(issue, today), 540));
}

/** The payments of `paidCents` on account `id`: one, or two halves for some large settled ones. */
function addPayments({ random, today }: Scale, kind: LedgerKind, id: number, account: { issue: number; due: number; cents: number; paidCents: number }, payments: PaymentRows): void {
  const { issue, due, cents, paidCents } = account;
  const lastPay = Math.min(today, due + random.int(-5, 10));
  const parts = paidCents === cents && cents > 200_000 && random.chance(0.3) ? 2 : 1;
  let left = paidCents;
  for (let p = 0; p < parts; p++) {
    const part = p === parts - 1 ? left : Math.floor(paidCents / 2);
    left -= part;
    const date = Math.max(issue, p === parts - 1 ? lastPay : issue + Math.floor((lastPay - issue) / 2));
    payments.receivable.push(kind === 'receivable' ? id : null);
    payments.payable.push(kind === 'payable' ? id : null);
    payments.date.push(isoDay(Math.min(date, today)));
    payments.method.push(random.pick(METHODS));
    payments.amount.push(money(part));
    payments.created.push(at(Math.min(date, today), 900));
  }
}

// ── inventory: items and their ledger, every quantity on hand the sum of its rows ──
const itemColumns = () => ({ id: [] as number[], name: [] as string[], sku: [] as string[], category: [] as string[], unit: [] as string[], type: [] as string[], quantity: [] as number[], minimum: [] as number[], location: [] as string[], cost: [] as string[], created: [] as string[] });
const movementColumns = () => ({ item: [] as number[], type: [] as string[], date: [] as string[], quantity: [] as number[], damaged: [] as number[], lost: [] as number[], change: [] as number[], after: [] as number[], cost: [] as string[], event: [] as (number | null)[], reason: [] as (string | null)[], note: [] as (string | null)[], user: [] as (number | null)[], created: [] as string[] });
type MovementRows = ReturnType<typeof movementColumns>;

/** The first event starting on or after `day` (the last one when none). */
function eventNear(events: ScaleEvent[], day: number): ScaleEvent {
  let lo = 0;
  let hi = events.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (events[mid].start < day) lo = mid + 1;
    else hi = mid;
  }
  return events[lo];
}

async function seedInventory(s: Scale, events: ScaleEvent[]): Promise<void> {
  const { trx, random, n, first, step, rows } = s;
  const itemBase = await maxId(trx, 'inventory_items');
  const itemCount = n(SCALE_COUNTS.items);
  const movementTotal = n(SCALE_COUNTS.movements);
  const inv = itemColumns();
  const mv = movementColumns();
  for (let i = 0; i < itemCount; i++) {
    const id = itemBase + i + 1;
    const [name, category, unit, type, costCents] = ITEM_CATALOGUE[i % ITEM_CATALOGUE.length];
    const variant = ITEM_VARIANTS[Math.floor(i / ITEM_CATALOGUE.length) % ITEM_VARIANTS.length];
    const cost = money(costCents + random.int(0, 20) * 100);
    const minimum = random.int(2, 40);
    const movements = Math.floor(movementTotal / itemCount) + (i < movementTotal % itemCount ? 1 : 0);
    const stock = addMovements(s, events, { id, type, cost, minimum, movements }, mv);
    inv.id.push(id);
    inv.name.push(`${name} ${variant} ${String(i + 1).padStart(3, '0')}`);
    inv.sku.push(`ESCALA-${String(i + 1).padStart(5, '0')}`);
    inv.category.push(category);
    inv.unit.push(unit);
    inv.type.push(type);
    inv.quantity.push(stock);
    inv.minimum.push(minimum);
    inv.location.push(random.pick(LOCATIONS));
    inv.cost.push(cost);
    inv.created.push(at(first, 540));
  }
  rows.inventory_items = await insertColumns(trx, 'inventory_items', {
    id: ['bigint', inv.id], name: ['text', inv.name], sku: ['text', inv.sku], category: ['text', inv.category], unit: ['text', inv.unit], type: ['text', inv.type],
    quantity: ['integer', inv.quantity], minimum_stock: ['integer', inv.minimum], location: ['text', inv.location], unit_cost: ['numeric', inv.cost],
    created_at: ['timestamptz', inv.created], updated_at: ['timestamptz', inv.created],
  });
  rows.inventory_transactions = await step('inventory_transactions', () =>
    insertColumns(trx, 'inventory_transactions', {
      item_id: ['bigint', mv.item], type: ['text', mv.type], date: ['date', mv.date], quantity: ['integer', mv.quantity], damaged: ['integer', mv.damaged],
      lost: ['integer', mv.lost], stock_change: ['integer', mv.change], stock_after: ['integer', mv.after], unit_cost: ['numeric', mv.cost],
      event_id: ['bigint', mv.event], reason: ['text', mv.reason], note: ['text', mv.note], user_id: ['bigint', mv.user], created_at: ['timestamptz', mv.created],
    }),
  );
}

interface ScaleItem {
  id: number;
  type: 'EQUIPMENT' | 'CONSUMABLE';
  cost: string;
  minimum: number;
  movements: number;
}
/** A movement before its running stock: what moved and why. */
interface Movement {
  kind: string;
  qty: number;
  damaged: number;
  lost: number;
  change: number;
  eventId: number | null;
  reason: string | null;
  note: string | null;
}
/** An exit not returned yet: the next movement of the item returns it. */
type OpenExit = { qty: number; event: ScaleEvent } | null;

/** An item's ledger over the five years, spread evenly; returns its quantity on hand. */
function addMovements(s: Scale, events: ScaleEvent[], item: ScaleItem, mv: MovementRows): number {
  const { today, first, coordinator, manager } = s;
  const span = today - first;
  let stock = 0;
  const state: { open: OpenExit } = { open: null };
  for (let k = 0; k < item.movements; k++) {
    const day = first + Math.floor((k * span) / item.movements);
    const m = nextMovement(s, events, item, k, day, stock, state);
    stock += m.change;
    if (stock < 0) throw new Error(`scale inventory: item ${item.id} would go negative`);
    mv.item.push(item.id);
    mv.type.push(m.kind);
    mv.date.push(isoDay(day));
    mv.quantity.push(m.qty);
    mv.damaged.push(m.damaged);
    mv.lost.push(m.lost);
    mv.change.push(m.change);
    mv.after.push(stock);
    mv.cost.push(item.cost);
    mv.event.push(m.eventId);
    mv.reason.push(m.reason);
    mv.note.push(m.note);
    mv.user.push(m.kind === 'EXIT' || m.kind === 'RETURN' ? coordinator : manager);
    mv.created.push(at(day, 600 + (k % 400)));
  }
  return stock;
}

/** Movement `k` of an item: a purchase when low, the return of an open exit, else an exit, adjustment or loss. */
function nextMovement({ random }: Scale, events: ScaleEvent[], item: ScaleItem, k: number, day: number, stock: number, state: { open: OpenExit }): Movement {
  const { minimum } = item;
  const m: Movement = { kind: 'ENTRY', qty: 0, damaged: 0, lost: 0, change: 0, eventId: null, reason: null, note: null };
  const open = state.open;
  if (k === 0 || stock < minimum) {
    m.qty = random.int(minimum * 2, minimum * 6);
    m.change = m.qty;
    m.note = k === 0 ? 'Compra inicial do acervo' : `NF ${random.int(1000, 99_999)}`;
  } else if (open) {
    m.kind = 'RETURN';
    m.eventId = open.event.id;
    if (item.type === 'CONSUMABLE') {
      m.qty = Math.max(1, Math.floor(open.qty * random.next() * 0.3));
    } else {
      m.lost = random.chance(0.05) ? Math.min(open.qty - 1, random.int(1, 2)) : 0;
      m.qty = open.qty - m.lost;
      m.damaged = random.chance(0.1) ? Math.min(m.qty, 1) : 0;
    }
    m.change = m.qty - m.damaged;
    state.open = null;
  } else {
    const roll = random.next();
    if (roll < 0.8 && stock > 0) {
      m.kind = 'EXIT';
      m.qty = random.int(1, Math.max(1, Math.floor(stock / 2)));
      const event = eventNear(events, day);
      m.eventId = event.id;
      m.change = -m.qty;
      state.open = { qty: m.qty, event };
    } else if (roll < 0.9) {
      m.kind = 'ADJUSTMENT';
      m.qty = stock > 1 && random.chance(0.6) ? -random.int(1, Math.min(3, stock)) : random.int(1, 3);
      m.change = m.qty;
      m.reason = m.qty < 0 ? 'Contagem mensal: itens quebrados' : 'Contagem mensal: itens encontrados';
    } else if (stock > 0) {
      m.kind = 'LOSS';
      m.qty = random.int(1, Math.min(2, stock));
      m.change = -m.qty;
      m.note = 'Avaria no galpão';
    } else {
      m.qty = minimum * 3;
      m.change = m.qty;
      m.note = `NF ${random.int(1000, 99_999)}`;
    }
  }
  return m;
}

// ── registration: links and the requests sent through them or typed at the venue ──
const registrationLinkColumns = () => ({ id: [] as number[], token: [] as string[], label: [] as string[], expires: [] as string[], max: [] as number[], uses: [] as number[], fn: [] as string[], created: [] as string[] });
const registrationRequestColumns = () => ({ source: [] as string[], link: [] as (number | null)[], status: [] as string[], name: [] as string[], cpf: [] as string[], birth: [] as string[], phone: [] as string[], email: [] as string[], address: [] as string[], fn: [] as string[], pix: [] as string[], consent: [] as string[], createdBy: [] as (number | null)[], reviewedBy: [] as (number | null)[], reviewedAt: [] as (string | null)[], reason: [] as (string | null)[], employee: [] as (number | null)[] });
type RegistrationLinks = ReturnType<typeof registrationLinkColumns>;

async function seedRegistration(s: Scale, staff: Staff): Promise<void> {
  const { trx, random, n, today, first, step, rows, admin } = s;
  const linkCount = n(SCALE_COUNTS.registrationLinks);
  const requestCount = n(SCALE_COUNTS.registrationRequests);
  const regLinkBase = await maxId(trx, 'registration_links');
  const requestDays = Array.from({ length: requestCount }, () => random.int(first, today)).sort((a, b) => a - b);
  const perLink = Math.ceil(requestCount / linkCount);
  const links = registrationLinks(s, regLinkBase, linkCount, perLink, requestDays);
  const reg = registrationRequests(s, staff, links, perLink, requestDays);
  rows.registration_links = await insertColumns(trx, 'registration_links', {
    id: ['bigint', links.id], token: ['text', links.token], label: ['text', links.label], expires_on: ['date', links.expires], max_uses: ['integer', links.max],
    uses: ['integer', links.uses], function: ['text', links.fn], created_by: ['bigint', links.id.map(() => admin)], created_at: ['timestamptz', links.created],
  });
  rows.registration_requests = await step('registration_requests', () =>
    insertColumns(trx, 'registration_requests', {
      source: ['text', reg.source], link_id: ['bigint', reg.link], status: ['text', reg.status], name: ['text', reg.name], cpf: ['text', reg.cpf],
      birth_date: ['date', reg.birth], phone: ['text', reg.phone], email: ['text', reg.email], address: ['text', reg.address], desired_function: ['text', reg.fn],
      pix_key: ['text', reg.pix], consent_at: ['timestamptz', reg.consent], created_by: ['bigint', reg.createdBy], created_at: ['timestamptz', reg.consent],
      reviewed_by: ['bigint', reg.reviewedBy], reviewed_at: ['timestamptz', reg.reviewedAt], rejection_reason: ['text', reg.reason], employee_id: ['bigint', reg.employee],
    }),
  );
}

/** The invitation links, each covering `perLink` requests in date order (uses counted by the requests). */
function registrationLinks({ random }: Scale, base: number, linkCount: number, perLink: number, requestDays: number[]): RegistrationLinks {
  const requestCount = requestDays.length;
  const links = registrationLinkColumns();
  const token = (): string => Array.from({ length: 43 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[random.int(0, 63)]).join('');
  for (let l = 0; l < linkCount; l++) {
    const from = requestDays[Math.min(l * perLink, requestCount - 1)];
    const to = requestDays[Math.min((l + 1) * perLink, requestCount) - 1] ?? from;
    links.id.push(base + l + 1);
    links.token.push(token());
    links.label.push(`Campanha de recrutamento ${l + 1}`);
    links.expires.push(isoDay(Math.max(to, from) + 10));
    links.max.push(perLink + 20);
    links.uses.push(0);
    links.fn.push(random.pick(FUNCTIONS)[0]);
    links.created.push(at(from - 1, 540));
  }
  return links;
}

/** The requests, one per day of `requestDays`: approved ones become the generated employees, in order. */
function registrationRequests(s: Scale, staff: Staff, links: RegistrationLinks, perLink: number, requestDays: number[]) {
  const { random, today, coordinator, manager } = s;
  const linkCount = links.id.length;
  const reg = registrationRequestColumns();
  let approvedEmployee = 0;
  requestDays.forEach((day, r) => {
    const l = Math.min(Math.floor(r / perLink), linkCount - 1);
    const viaLink = random.chance(0.8);
    if (viaLink) links.uses[l]++;
    const roll = random.next();
    const status = day > today - 30 && roll < 0.6 ? 'PENDING' : random.chance(0.55) ? 'APPROVED' : 'REJECTED';
    const hired = status === 'APPROVED' && approvedEmployee < staff.count ? approvedEmployee++ : -1;
    const name = hired >= 0 ? staff.emp.name[hired] : `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
    const reviewed = status === 'PENDING' ? null : Math.min(today, day + random.int(1, 5));
    reg.source.push(viaLink ? 'LINK' : 'WALK_IN');
    reg.link.push(viaLink ? links.id[l] : null);
    reg.status.push(status);
    reg.name.push(name);
    reg.cpf.push(hired >= 0 ? staff.emp.cpf[hired] : completeCpf(String(random.int(100_000_000, 999_999_999))));
    reg.birth.push(isoDay(dayNumber('1965-01-01') + random.int(0, 40 * 365)));
    reg.phone.push(`11${random.int(910_000_000, 999_999_999)}`);
    reg.email.push(`candidato${r + 1}@example.com`);
    reg.address.push(`${random.pick(STREETS)}, ${random.int(10, 3000)} - São Paulo/SP`);
    reg.fn.push(viaLink ? links.fn[l] : random.pick(FUNCTIONS)[0]);
    reg.pix.push(`candidato${r + 1}@example.com`);
    reg.consent.push(at(day, 600 + (r % 600)));
    reg.createdBy.push(viaLink ? null : coordinator);
    reg.reviewedBy.push(reviewed === null ? null : manager);
    reg.reviewedAt.push(reviewed === null ? null : at(reviewed, 1000));
    reg.reason.push(status === 'REJECTED' ? random.pick(REJECTIONS) : null);
    reg.employee.push(hired >= 0 ? staff.emp.id[hired] : null);
  });
  return reg;
}
