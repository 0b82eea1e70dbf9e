import { sql } from 'kysely';
import { INVITATION_LINK_SORTS, REGISTRATION_REQUEST_SORTS, ROLES, type Role } from '@sge/shared/contract';
import { completeCpf } from '../../../lib/documents';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { PUBLIC_RATE_LIMITS } from '../routes';
import { todayInCompanyZone } from '../../../lib/calendar';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
});

/** Each call gets a client IP of its own unless told otherwise, so the public rate limits only bite where a test wants them to. */
let ipCounter = 0;
const freshIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const dayOffset = (offset: number): string => {
  const [y, m, d] = todayInCompanyZone().split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + offset));
  return date.toISOString().slice(0, 10);
};

const FORM = {
  name: 'Carla Mendes',
  cpf: '529.982.247-25',
  birthDate: '1995-04-12',
  phone: '(11) 98765-4321',
  email: 'carla@example.com',
  address: 'Rua das Flores, 100 - São Paulo/SP',
  function: 'Garçom',
  pixKey: 'carla@example.com',
  consent: true,
};

/** A valid CPF per index (distinct from FORM's). */
const cpfOf = (index: number): string => completeCpf(String(200_000_000 + index * 7_919).padStart(9, '0'));

const LINK = { label: 'Equipe do casamento', expiresOn: dayOffset(30), maxUses: 10 };

async function createLink(overrides: object = {}, role: Role = 'ADMIN') {
  const res = await t.request({ method: 'POST', url: '/api/pre-registration/links', role, payload: { ...LINK, ...overrides } });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; token: string; status: string; uses: number };
}

const validate = (token: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'GET', url: `/api/pre-registration/validate?token=${encodeURIComponent(token)}`, remoteAddress });

const submit = (token: string, payload: object = FORM, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: `/api/pre-registration/submit?token=${encodeURIComponent(token)}`, payload, remoteAddress });

async function submitOk(token: string, payload: object = FORM): Promise<number> {
  const res = await submit(token, payload);
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const walkIn = (payload: object = FORM, role: Role = 'COORDINATOR') =>
  t.request({ method: 'POST', url: '/api/pre-registration/walk-in', role, payload });

async function walkInOk(payload: object = FORM): Promise<number> {
  const res = await walkIn(payload);
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const setLink = (id: number, values: { expires_on?: string; uses?: number; revoked_at?: string }) =>
  t.database.db.updateTable('registration_links').set(values).where('id', '=', id).execute();

const getRequest = (id: number, role: Role = 'MANAGER') => t.request({ method: 'GET', url: `/api/pre-registration/${id}`, role });
const approve = (id: number, payload?: object, role: Role = 'MANAGER') =>
  t.request({ method: 'POST', url: `/api/pre-registration/${id}/approve`, role, ...(payload === undefined ? {} : { payload }) });
const reject = (id: number, payload: object = { reason: 'Documentação incompleta' }, role: Role = 'MANAGER') =>
  t.request({ method: 'POST', url: `/api/pre-registration/${id}/reject`, role, payload });

describe('invitation links', () => {
  test('creates an active link with a random, URL-safe token of at least 128 bits', async () => {
    const res = await t.request({ method: 'POST', url: '/api/pre-registration/links', role: 'MANAGER', payload: { ...LINK, label: '  Equipe   do casamento ' } });
    expect(res.statusCode).toBe(201);
    const link = res.json().data;
    expect(link).toEqual({
      id: 1,
      label: 'Equipe do casamento',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresOn: LINK.expiresOn,
      maxUses: 10,
      uses: 0,
      eventId: null,
      eventName: null,
      function: null,
      status: 'ACTIVE',
      createdAt: expect.any(String),
      createdByName: 'Usuário MANAGER',
      revokedAt: null,
    });
    const other = await createLink();
    expect(other.token).not.toBe(link.token);
  });

  test('links a link to an event and a function', async () => {
    const event = await t.database.db.insertInto('events').values({ name: 'Festa de Fim de Ano' }).returning('id').executeTakeFirstOrThrow();
    const link = await createLink({ eventId: event.id, function: ' Barman ' });
    expect(link).toMatchObject({ eventId: event.id, eventName: 'Festa de Fim de Ano', function: 'Barman' });
  });

  test('a blank function is stored as none', async () => {
    expect(await createLink({ function: '  ', eventId: null })).toMatchObject({ function: null, eventId: null });
  });

  test('answers 404 for an unknown event', async () => {
    const res = await t.request({ method: 'POST', url: '/api/pre-registration/links', role: 'ADMIN', payload: { ...LINK, eventId: 999 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Evento não encontrado' });
  });

  test.each([
    ['an expiry before today', { expiresOn: dayOffset(-1) }, 'A validade do convite não pode ser anterior a hoje'],
    ['an impossible date', { expiresOn: '2030-02-30' }, "Campo 'Validade' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['a malformed date', { expiresOn: '30/01/2030' }, "Campo 'Validade' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['no label', { label: undefined }, "Campo 'Descrição' é obrigatório"],
    ['a one-letter label', { label: ' A ' }, "Campo 'Descrição' deve ter pelo menos 2 caracteres"],
    ['zero uses', { maxUses: 0 }, "Campo 'Máximo de usos' inválido"],
    ['fractional uses', { maxUses: 1.5 }, "Campo 'Máximo de usos' inválido"],
    ['uses sent as text', { maxUses: '5' }, "Campo 'Máximo de usos' inválido"],
    ['a one-letter function', { function: 'x' }, "Campo 'Função' deve ter pelo menos 2 caracteres"],
    ['an unknown field', { token: 'mine' }, "Campo 'token' não é permitido"],
  ])('answers 400 for %s', async (_label, overrides, message) => {
    const res = await t.request({ method: 'POST', url: '/api/pre-registration/links', role: 'ADMIN', payload: { ...LINK, ...overrides } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test('a link expiring today is still active', async () => {
    expect((await createLink({ expiresOn: dayOffset(0) })).status).toBe('ACTIVE');
  });

  test('lists links newest first with their computed status', async () => {
    const active = await createLink({ label: 'Ativo' });
    const expired = await createLink({ label: 'Expirado' });
    const exhausted = await createLink({ label: 'Esgotado', maxUses: 2 });
    const revoked = await createLink({ label: 'Revogado' });
    const revokedAndUsedUp = await createLink({ label: 'Revogado e esgotado', maxUses: 1 });
    await setLink(expired.id, { expires_on: dayOffset(-1) });
    await setLink(exhausted.id, { uses: 2 });
    await setLink(revokedAndUsedUp.id, { uses: 1 });
    for (const id of [revoked.id, revokedAndUsedUp.id]) {
      expect((await t.request({ method: 'POST', url: `/api/pre-registration/links/${id}/revoke`, role: 'ADMIN' })).statusCode).toBe(200);
    }
    const res = await t.request({ method: 'GET', url: '/api/pre-registration/links', role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((l: { label: string; status: string; uses: number }) => [l.label, l.status, l.uses])).toEqual([
      ['Revogado e esgotado', 'REVOKED', 1],
      ['Revogado', 'REVOKED', 0],
      ['Esgotado', 'EXHAUSTED', 2],
      ['Expirado', 'EXPIRED', 0],
      ['Ativo', 'ACTIVE', 0],
    ]);
    expect(active.status).toBe('ACTIVE');
  });

  test('pages, sorts, searches and filters the links on the server (issue 14)', async () => {
    const { id: eventId } = await t.database.db.insertInto('events').values({ name: 'Casamento Oliveira' }).returning('id').executeTakeFirstOrThrow();
    await createLink({ label: 'Garçons do casamento', eventId, function: 'Garçom' });
    const expired = await createLink({ label: 'Recepção antiga' });
    const revoked = await createLink({ label: 'Copa' });
    await createLink({ label: 'Limpeza geral', maxUses: 3 });
    await createLink({ label: 'Bar', function: 'Barman' });
    await setLink(expired.id, { expires_on: dayOffset(-1) });
    expect((await t.request({ method: 'POST', url: `/api/pre-registration/links/${revoked.id}/revoke`, role: 'ADMIN' })).statusCode).toBe(200);
    await expectPagedList(t, { url: '/api/pre-registration/links', role: 'MANAGER', sorts: INVITATION_LINK_SORTS, total: 5 });
    await expectPagedList(t, { url: '/api/pre-registration/links?status=ACTIVE', role: 'ADMIN', sorts: ['label', 'expiresOn'], total: 3 });
    const list = (url: string) => t.request({ method: 'GET', url: `/api/pre-registration/links${url}`, role: 'ADMIN' }).then((res) => res.json());
    expect((await list('?pageSize=2')).data.map((l: { label: string }) => l.label)).toEqual(['Bar', 'Limpeza geral']);
    expect(await list('?search=oliveira')).toMatchObject({ data: [{ label: 'Garçons do casamento', eventName: 'Casamento Oliveira' }], meta: { total: 1 } });
    expect(await list('?search=gar%C3%A7om&status=EXPIRED')).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await list('?status=EXPIRED&sort=label')).toMatchObject({ data: [{ label: 'Recepção antiga', status: 'EXPIRED' }], meta: { total: 1 } });
    const bad = await t.request({ method: 'GET', url: '/api/pre-registration/links?status=OUTRO', role: 'ADMIN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Campo 'Status' inválido" });
  });

  test('reads one link; 404 for an unknown one', async () => {
    const link = await createLink();
    const res = await t.request({ method: 'GET', url: `/api/pre-registration/links/${link.id}`, role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: link.id, token: link.token, status: 'ACTIVE' });
    const missing = await t.request({ method: 'GET', url: '/api/pre-registration/links/999', role: 'ADMIN' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Convite não encontrado' });
  });

  test('revokes a link once (409 the second time, 404 for an unknown link)', async () => {
    const link = await createLink();
    const res = await t.request({ method: 'POST', url: `/api/pre-registration/links/${link.id}/revoke`, role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String) });
    const again = await t.request({ method: 'POST', url: `/api/pre-registration/links/${link.id}/revoke`, role: 'MANAGER' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Este convite já foi revogado' });
    const missing = await t.request({ method: 'POST', url: '/api/pre-registration/links/999/revoke', role: 'MANAGER' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/pre-registration/validate (public)', () => {
  test('an active link answers valid, with what the page shows, without sign-in', async () => {
    const event = await t.database.db.insertInto('events').values({ name: 'Congresso Médico' }).returning('id').executeTakeFirstOrThrow();
    const link = await createLink({ eventId: event.id, function: 'Recepcionista' });
    const res = await validate(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { valid: true, status: 'ACTIVE', label: LINK.label, expiresOn: LINK.expiresOn, function: 'Recepcionista', eventName: 'Congresso Médico' },
    });
  });

  test('an unknown token is INVALID', async () => {
    const res = await validate('nao-existe');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ valid: false, status: 'INVALID', label: null, expiresOn: null, function: null, eventName: null });
  });

  test.each([
    ['EXPIRED', { expires_on: dayOffset(-1) }],
    ['EXHAUSTED', { uses: 10 }],
    ['REVOKED', { revoked_at: new Date().toISOString() }],
  ] as const)('a %s link is not valid and tells nothing more', async (status, change) => {
    const link = await createLink();
    await setLink(link.id, change);
    const res = await validate(link.token);
    expect(res.json().data).toEqual({ valid: false, status, label: null, expiresOn: null, function: null, eventName: null });
  });

  test('answers 400 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pre-registration/validate', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'token' é obrigatório" });
  });
});

describe('POST /api/pre-registration/submit (public)', () => {
  test('records a pending request in canonical form and takes one use of the link', async () => {
    const event = await t.database.db.insertInto('events').values({ name: 'Show' }).returning('id').executeTakeFirstOrThrow();
    const link = await createLink({ eventId: event.id });
    const res = await submit(link.token, { ...FORM, name: '  Carla   Mendes ', phone: '+55 (11) 98765-4321' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { id: 1, name: 'Carla Mendes', status: 'PENDING', createdAt: expect.any(String) } });

    const stored = (await getRequest(1)).json().data;
    expect(stored).toMatchObject({
      status: 'PENDING',
      source: 'LINK',
      cpf: '52998224725',
      phone: '11987654321',
      birthDate: '1995-04-12',
      address: FORM.address,
      function: 'Garçom',
      pixKey: FORM.pixKey,
      consentAt: expect.any(String),
      linkId: link.id,
      linkLabel: LINK.label,
      eventId: event.id,
      eventName: 'Show',
      createdByName: null,
      duplicateEmployeeId: null,
      duplicateRequestIds: [],
    });
    expect(Math.abs(Date.parse(stored.consentAt) - Date.now())).toBeLessThan(60_000);
    const after = (await t.request({ method: 'GET', url: `/api/pre-registration/links/${link.id}`, role: 'ADMIN' })).json().data;
    expect(after.uses).toBe(1);
  });

  const without = (key: keyof typeof FORM) => Object.fromEntries(Object.entries(FORM).filter(([k]) => k !== key));
  test.each([
    ['no consent', { ...FORM, consent: false }, 'É necessário autorizar o tratamento dos dados pessoais (LGPD)'],
    ['consent missing', without('consent'), "Campo 'Consentimento' é obrigatório"],
    ['a CPF with wrong check digits', { ...FORM, cpf: '529.982.247-24' }, 'CPF inválido'],
    ['an invalid e-mail', { ...FORM, email: 'carla@' }, 'E-mail inválido'],
    ['no e-mail', { ...FORM, email: '' }, "Campo 'E-mail' é obrigatório"],
    ['an invalid phone', { ...FORM, phone: '1234-56789' }, 'Telefone inválido'],
    ['an impossible birth date', { ...FORM, birthDate: '1995-02-30' }, "Campo 'Data de nascimento' deve ser uma data válida a partir de 01/01/1900"],
    ['a future birth date', { ...FORM, birthDate: dayOffset(1) }, 'Data de nascimento não pode ser futura'],
    ['a worker under 16', { ...FORM, birthDate: dayOffset(-365 * 15) }, 'É necessário ter pelo menos 16 anos'],
    ['no address', without('address'), "Campo 'Endereço' é obrigatório"],
    ['no PIX key', { ...FORM, pixKey: '' }, "Campo 'Chave PIX' é obrigatório"],
    ['a blank PIX key', { ...FORM, pixKey: '   ' }, "Campo 'Chave PIX' deve ter pelo menos 1 caracteres"],
    ['a PIX key of no type', { ...FORM, pixKey: 'x' }, 'Chave PIX inválida: informe CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória'],
    ['a PIX key with a wrong e-mail', { ...FORM, pixKey: 'carla@example' }, 'Chave PIX inválida: e-mail inválido'],
    ['a PIX key with a wrong CPF', { ...FORM, pixKey: '529.982.247-24' }, 'Chave PIX inválida: CPF inválido'],
    ['a PIX key of 11 digits neither CPF nor mobile', { ...FORM, pixKey: '52998224724' }, 'Chave PIX inválida: CPF ou telefone inválido'],
    ['a PIX key with a wrong CNPJ', { ...FORM, pixKey: '11.222.333/0001-80' }, 'Chave PIX inválida: CNPJ inválido'],
    ['a malformed random PIX key', { ...FORM, pixKey: '123e4567-e89b-42d3-a456-42661417400' }, 'Chave PIX inválida: a chave aleatória tem 32 caracteres hexadecimais (formato 8-4-4-4-12)'],
    ['no function', without('function'), "Campo 'Função desejada' é obrigatório"],
    ['an unknown field', { ...FORM, salary: '1' }, "Campo 'salary' não é permitido"],
  ])('answers 400 for %s and takes no use', async (_label, payload, message) => {
    const link = await createLink();
    const res = await submit(link.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    const { uses } = await t.database.db.selectFrom('registration_links').select('uses').where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(uses).toBe(0);
  });

  test('a worker turning 16 today is accepted', async () => {
    const link = await createLink();
    const today = todayInCompanyZone();
    const birthDate = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
    // 29 February has no 16th birthday on the same date in a common year; any other day does.
    if (!birthDate.endsWith('-02-29')) expect((await submit(link.token, { ...FORM, birthDate })).statusCode).toBe(201);
  });

  test('answers 404 for an unknown token', async () => {
    const res = await submit('nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Convite inválido. Confira o link recebido.' });
  });

  test.each([
    ['expired', { expires_on: dayOffset(-1) }, 'Este convite expirou. Peça um novo link a quem o enviou.'],
    ['used up', { uses: 10 }, 'Este convite já atingiu o número máximo de cadastros.'],
    ['revoked', { revoked_at: new Date().toISOString() }, 'Este convite foi cancelado. Peça um novo link a quem o enviou.'],
  ] as const)('answers 409 for a %s link and records nothing', async (_label, change, message) => {
    const link = await createLink();
    await setLink(link.id, change);
    const res = await submit(link.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message });
    expect(await t.database.db.selectFrom('registration_requests').select('id').execute()).toEqual([]);
  });

  test('the last use exhausts the link', async () => {
    const link = await createLink({ maxUses: 2 });
    await submitOk(link.token, { ...FORM, cpf: cpfOf(1) });
    await submitOk(link.token, { ...FORM, cpf: cpfOf(2) });
    expect((await validate(link.token)).json().data.status).toBe('EXHAUSTED');
    expect((await submit(link.token, { ...FORM, cpf: cpfOf(3) })).statusCode).toBe(409);
  });

  test('concurrent submissions never take more uses than the link allows', async () => {
    const link = await createLink({ maxUses: 5 });
    const responses = await Promise.all(Array.from({ length: 25 }, (_, i) => submit(link.token, { ...FORM, cpf: cpfOf(i) })));
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const { uses } = await t.database.db.selectFrom('registration_links').select('uses').where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(uses).toBe(5);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM registration_requests WHERE link_id = ${link.id}`.execute(t.database.db);
    expect(rows[0].n).toBe(5);
  });

  test('concurrent submissions on two links count each link on its own', async () => {
    const a = await createLink({ maxUses: 3 });
    const b = await createLink({ maxUses: 4 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(i % 2 ? a.token : b.token, { ...FORM, cpf: cpfOf(i) })),
    );
    expect(responses.filter((res) => res.statusCode === 201)).toHaveLength(7);
    const links = await t.database.db.selectFrom('registration_links').select(['id', 'uses']).orderBy('id').execute();
    expect(links).toEqual([
      { id: a.id, uses: 3 },
      { id: b.id, uses: 4 },
    ]);
  });
});

describe('public rate limits (per client IP)', () => {
  test('validate answers 429 past its limit, for that IP only', async () => {
    const link = await createLink();
    const ip = freshIp();
    for (let i = 0; i < PUBLIC_RATE_LIMITS.validate.max; i++) expect((await validate(link.token, ip)).statusCode).toBe(200);
    const limited = await validate(link.token, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Muitas requisições. Tente novamente em alguns instantes.' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await validate(link.token, freshIp())).statusCode).toBe(200);
  });

  test('submit answers 429 past its limit, even for invalid attempts, and takes no use', async () => {
    const link = await createLink();
    const ip = freshIp();
    for (let i = 0; i < PUBLIC_RATE_LIMITS.submit.max; i++) expect((await submit('adivinhado', FORM, ip)).statusCode).toBe(404);
    const limited = await submit(link.token, FORM, ip);
    expect(limited.statusCode).toBe(429);
    expect((await t.request({ method: 'GET', url: `/api/pre-registration/links/${link.id}`, role: 'ADMIN' })).json().data.uses).toBe(0);
    expect((await submit(link.token, FORM, freshIp())).statusCode).toBe(201);
  });

  test('the signed-in calls are not rate-limited', async () => {
    for (let i = 0; i < PUBLIC_RATE_LIMITS.validate.max + 5; i++) {
      expect((await t.request({ method: 'GET', url: '/api/pre-registration/links', role: 'ADMIN' })).statusCode).toBe(200);
    }
  });
});

describe('POST /api/pre-registration/walk-in', () => {
  test('a coordinator registers a walk-in worker as a pending request', async () => {
    const res = await walkIn();
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect((await getRequest(id)).json().data).toMatchObject({
      source: 'WALK_IN',
      status: 'PENDING',
      linkId: null,
      createdByName: 'Usuário COORDINATOR',
      cpf: '52998224725',
    });
  });

  test('takes a PIX key of every type, as typed, and refuses one of no type like the public form', async () => {
    const keys = ['529.982.247-25', '11.222.333/0001-81', 'carla.pix@example.com', '+55 11 98765-4321', '123e4567-e89b-42d3-a456-426614174000'];
    for (const [i, pixKey] of keys.entries()) {
      const res = await walkIn({ ...FORM, cpf: cpfOf(300 + i), pixKey });
      expect(res.statusCode).toBe(201);
      expect((await getRequest(res.json().data.id)).json().data.pixKey).toBe(pixKey);
    }
    const refused = await walkIn({ ...FORM, cpf: cpfOf(310), pixKey: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Chave PIX inválida: informe CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória' });
  });

  test('validates like the public form (consent required)', async () => {
    const res = await walkIn({ ...FORM, consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'É necessário autorizar o tratamento dos dados pessoais (LGPD)' });
  });

  test('answers 401 without sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pre-registration/walk-in', payload: FORM });
    expect(res.statusCode).toBe(401);
  });
});

describe('registration requests', () => {
  test('pending lists only pending requests, oldest first', async () => {
    const link = await createLink();
    const first = await submitOk(link.token, { ...FORM, cpf: cpfOf(1), name: 'Primeira Pessoa' });
    const second = await walkInOk({ ...FORM, cpf: cpfOf(2), name: 'Segunda Pessoa' });
    const third = await submitOk(link.token, { ...FORM, cpf: cpfOf(3), name: 'Terceira Pessoa' });
    expect((await reject(second)).statusCode).toBe(200);
    const res = await t.request({ method: 'GET', url: '/api/pre-registration/pending', role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: number; name: string }) => [r.id, r.name])).toEqual([
      [first, 'Primeira Pessoa'],
      [third, 'Terceira Pessoa'],
    ]);
  });

  test('requests lists every request, pending first then newest first, and filters by status', async () => {
    const link = await createLink();
    const first = await submitOk(link.token, { ...FORM, cpf: cpfOf(1), name: 'Primeira Pessoa' });
    const second = await walkInOk({ ...FORM, cpf: cpfOf(2), name: 'Segunda Pessoa' });
    const third = await submitOk(link.token, { ...FORM, cpf: cpfOf(3), name: 'Terceira Pessoa' });
    const fourth = await submitOk(link.token, { ...FORM, cpf: cpfOf(4), name: 'Quarta Pessoa' });
    expect((await reject(second)).statusCode).toBe(200);
    expect((await reject(fourth)).statusCode).toBe(200);
    const list = async (query = '') => {
      const res = await t.request({ method: 'GET', url: `/api/pre-registration/requests${query}`, role: 'MANAGER' });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: number; status: string }[]; meta: { total: number } };
    };
    expect((await list()).data.map((r) => [r.id, r.status])).toEqual([
      [third, 'PENDING'],
      [first, 'PENDING'],
      [fourth, 'REJECTED'],
      [second, 'REJECTED'],
    ]);
    const rejected = await list('?status=REJECTED');
    expect(rejected.data.map((r) => r.id)).toEqual([fourth, second]);
    expect(rejected.meta.total).toBe(2);
    expect((await list('?status=PENDING&sort=name')).data.map((r) => r.id)).toEqual([first, third]);
    expect((await list('?status=APPROVED')).data).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/pre-registration/requests?status=LOST', role: 'ADMIN' });
    expect(bad.statusCode).toBe(400);
    const coordinator = await t.request({ method: 'GET', url: '/api/pre-registration/requests', role: 'COORDINATOR' });
    expect(coordinator.statusCode).toBe(403);
  });

  test('flags a CPF already registered as an employee and CPFs shared by pending requests', async () => {
    await t.request({ method: 'POST', url: '/api/employees', role: 'ADMIN', payload: { name: 'Carla Antiga', cpf: FORM.cpf, function: 'Garçom', payRate: '100' } });
    const employee = await t.database.db.selectFrom('employees').select('id').executeTakeFirstOrThrow();
    const link = await createLink();
    const a = await submitOk(link.token);
    const b = await walkInOk({ ...FORM, cpf: cpfOf(9) });
    const c = await submitOk(link.token, { ...FORM, cpf: cpfOf(9) });
    const d = await walkInOk({ ...FORM, cpf: cpfOf(10) });
    const pending = (await t.request({ method: 'GET', url: '/api/pre-registration/pending', role: 'ADMIN' })).json().data;
    const flags = Object.fromEntries(
      pending.map((r: { id: number; duplicateEmployeeId: number | null; duplicateRequestIds: number[] }) => [r.id, [r.duplicateEmployeeId, r.duplicateRequestIds]]),
    );
    expect(flags).toEqual({ [a]: [employee.id, []], [b]: [null, [c]], [c]: [null, [b]], [d]: [null, []] });
    expect((await getRequest(b)).json().data.duplicateRequestIds).toEqual([c]);
  });

  test('pages, sorts, searches and filters the pending requests on the server (issue 14)', async () => {
    await t.request({ method: 'POST', url: '/api/employees', role: 'ADMIN', payload: { name: 'Carla Antiga', cpf: FORM.cpf, function: 'Garçom', payRate: '100' } });
    const link = await createLink();
    const carla = await submitOk(link.token);
    const bruno = await walkInOk({ ...FORM, cpf: cpfOf(21), name: 'Bruno Lima', email: 'bruno@example.com', function: 'Barman' });
    const dora = await submitOk(link.token, { ...FORM, cpf: cpfOf(22), name: 'Dora Reis', email: 'dora@example.com', function: 'Copeira' });
    const ana = await walkInOk({ ...FORM, cpf: cpfOf(23), name: 'Ana Souza', email: 'ana@example.com', function: 'Recepcionista' });
    const eva = await walkInOk({ ...FORM, cpf: cpfOf(24), name: 'Eva Prado', email: 'eva@example.com', function: 'Recepcionista' });
    expect((await reject(eva)).statusCode).toBe(200);
    await expectPagedList(t, { url: '/api/pre-registration/pending', role: 'MANAGER', sorts: REGISTRATION_REQUEST_SORTS, total: 4 });
    await expectPagedList(t, { url: '/api/pre-registration/pending?duplicate=false', role: 'ADMIN', sorts: ['name'], total: 3 });
    const list = (url: string) => t.request({ method: 'GET', url: `/api/pre-registration/pending${url}`, role: 'ADMIN' }).then((res) => res.json());
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((r) => r.id);
    expect(ids(await list('?pageSize=2&page=2'))).toEqual([dora, ana]);
    expect(ids(await list('?sort=-name'))).toEqual([dora, carla, bruno, ana]);
    expect(ids(await list('?source=LINK'))).toEqual([carla, dora]);
    expect(ids(await list('?duplicate=true'))).toEqual([carla]);
    expect(ids(await list('?search=barman'))).toEqual([bruno]);
    expect(ids(await list(`?search=${cpfOf(22).slice(0, 6)}`))).toEqual([dora]);
    expect(await list('?search=prado')).toEqual({ data: [], meta: { total: 0, page: 1, pageSize: 25 } });
    expect(await list('?source=WALK_IN&search=lima&pageSize=1')).toMatchObject({ data: [{ id: bruno }], meta: { total: 1, page: 1, pageSize: 1 } });
  });

  test('GET /:id answers 404 for an unknown request and 400 for a bad id', async () => {
    const missing = await getRequest(999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Solicitação de cadastro não encontrada' });
    expect((await t.request({ method: 'GET', url: '/api/pre-registration/abc', role: 'ADMIN' })).statusCode).toBe(400);
  });

  test('approval creates the employee with the function and pay rate given', async () => {
    const link = await createLink();
    const id = await submitOk(link.token);
    const res = await approve(id, { function: 'Barman', payRate: '180.5' });
    expect(res.statusCode).toBe(200);
    const approved = res.json().data;
    expect(approved).toMatchObject({ id, status: 'APPROVED', reviewedByName: 'Usuário MANAGER', reviewedAt: expect.any(String), employeeId: expect.any(Number) });
    const employee = (await t.request({ method: 'GET', url: `/api/employees/${approved.employeeId}`, role: 'ADMIN' })).json().data;
    expect(employee).toMatchObject({
      name: 'Carla Mendes',
      cpf: '52998224725',
      email: 'carla@example.com',
      phone: '11987654321',
      function: 'Barman',
      payRate: '180.50',
      active: true,
    });
    expect((await t.request({ method: 'GET', url: '/api/pre-registration/pending', role: 'ADMIN' })).json().data).toEqual([]);
  });

  test.each([
    ['no body', undefined],
    ['an empty body', {}],
  ])('approval with %s uses the function asked for and a zero pay rate', async (_label, payload) => {
    const id = await walkInOk({ ...FORM, function: 'Segurança' });
    const res = await approve(id, payload);
    expect(res.statusCode).toBe(200);
    const employee = await t.database.db.selectFrom('employees').select(['function', 'pay_rate']).executeTakeFirstOrThrow();
    expect(employee).toEqual({ function: 'Segurança', pay_rate: '0.00' });
  });

  test.each([
    ['a negative pay rate', { payRate: '-1' }, "Campo 'Valor da diária' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
    ['a pay rate as a number', { payRate: 100 }, "Campo 'Valor da diária' inválido"],
    ['a one-letter function', { function: ' x ' }, "Campo 'Função' deve ter pelo menos 2 caracteres"],
    ['an unknown field', { active: false }, "Campo 'active' não é permitido"],
  ])('approval answers 400 for %s', async (_label, payload, message) => {
    const id = await walkInOk();
    const res = await approve(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await getRequest(id)).json().data.status).toBe('PENDING');
  });

  test('approval of a CPF already registered answers 409 and leaves the request pending', async () => {
    const first = await walkInOk();
    const second = await walkInOk();
    expect((await approve(first, { payRate: '100' })).statusCode).toBe(200);
    expect((await getRequest(second)).json().data.duplicateEmployeeId).toEqual(expect.any(Number));
    const res = await approve(second, { payRate: '100' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Já existe um funcionário com este CPF' });
    expect((await getRequest(second)).json().data.status).toBe('PENDING');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM employees`.execute(t.database.db);
    expect(rows[0].n).toBe(1);
  });

  test('concurrent approvals of two requests with one CPF create one employee', async () => {
    const first = await walkInOk();
    const second = await walkInOk();
    const results = await Promise.all([approve(first), approve(second), approve(first)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM employees`.execute(t.database.db);
    expect(rows[0].n).toBe(1);
  });

  test('an approved request cannot be approved or rejected again (409)', async () => {
    const id = await walkInOk();
    expect((await approve(id)).statusCode).toBe(200);
    for (const res of [await approve(id), await reject(id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Esta solicitação já foi analisada' });
    }
  });

  test('rejection stores the reason and closes the request', async () => {
    const id = await walkInOk();
    const res = await reject(id, { reason: '  CPF   divergente do documento ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'REJECTED', rejectionReason: 'CPF divergente do documento', reviewedByName: 'Usuário MANAGER', employeeId: null });
    expect((await approve(id)).statusCode).toBe(409);
    expect(await t.database.db.selectFrom('employees').select('id').execute()).toEqual([]);
  });

  test.each([
    ['no reason', {}, "Campo 'Motivo' é obrigatório"],
    ['a short reason', { reason: ' ok ' }, "Campo 'Motivo' deve ter pelo menos 3 caracteres"],
  ])('rejection answers 400 for %s', async (_label, payload, message) => {
    const id = await walkInOk();
    const res = await reject(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test.each(['approve', 'reject'] as const)('%s answers 404 for an unknown request', async (action) => {
    const res = action === 'approve' ? await approve(999) : await reject(999);
    expect(res.statusCode).toBe(404);
  });
});

describe('role matrix', () => {
  const MANAGERS: Role[] = ['ADMIN', 'MANAGER'];
  const WALK_IN: Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR'];
  const ENDPOINTS = [
    { method: 'GET', url: '/api/pre-registration/links', ok: 200, allowed: MANAGERS },
    { method: 'POST', url: '/api/pre-registration/links', ok: 201, allowed: MANAGERS, payload: LINK },
    { method: 'GET', url: '/api/pre-registration/links/1', ok: 200, allowed: MANAGERS },
    { method: 'POST', url: '/api/pre-registration/links/1/revoke', ok: 200, allowed: MANAGERS },
    { method: 'GET', url: '/api/pre-registration/pending', ok: 200, allowed: MANAGERS },
    { method: 'GET', url: '/api/pre-registration/1', ok: 200, allowed: MANAGERS },
    { method: 'POST', url: '/api/pre-registration/1/approve', ok: 200, allowed: MANAGERS, payload: { payRate: '120' } },
    { method: 'POST', url: '/api/pre-registration/1/reject', ok: 200, allowed: MANAGERS, payload: { reason: 'Sem vaga' } },
    { method: 'POST', url: '/api/pre-registration/walk-in', ok: 201, allowed: WALK_IN, payload: { ...FORM, cpf: cpfOf(77) } },
  ] as const;

  const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => [endpoint.method, endpoint.url, role, endpoint] as const));
  test.each(cases)('%s %s as %s', async (method, url, role, endpoint) => {
    await createLink();
    await walkInOk();
    const res = await t.request({ method, url, role, ...('payload' in endpoint ? { payload: endpoint.payload } : {}) });
    if ((endpoint.allowed as readonly Role[]).includes(role)) {
      expect(res.statusCode).toBe(endpoint.ok);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Acesso não autorizado.' });
    }
  });

  test.each(ENDPOINTS.map((e) => [e.method, e.url] as const))('%s %s answers 401 without sign-in', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
  });

  test.each([...ROLES, null])('the public calls answer any caller (%s)', async (role) => {
    const link = await createLink();
    const headers = role ? { authorization: `Bearer ${t.tokenFor(role)}` } : {};
    const checked = await t.app.inject({ method: 'GET', url: `/api/pre-registration/validate?token=${link.token}`, headers, remoteAddress: freshIp() });
    expect(checked.statusCode).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: `/api/pre-registration/submit?token=${link.token}`, headers, payload: FORM, remoteAddress: freshIp() });
    expect(sent.statusCode).toBe(201);
  });
});
