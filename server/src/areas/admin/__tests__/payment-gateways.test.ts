import { createCredentialsCipher, keyFromSecret, maskCredential, resolveCredentialsKey } from '../credentials-cipher';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const STRIPE_KEY = 'sk_test_51AbCdEfGhIjKlMnOp1234';
const STRIPE = {
  name: 'Stripe Sandbox',
  provider: 'STRIPE',
  environment: 'SANDBOX',
  description: 'Cartões internacionais',
  credentials: { secretKey: STRIPE_KEY, publishableKey: 'pk_test_51AbCdEfGhIjKl9876' },
};
const ASAAS = {
  name: 'Asaas',
  provider: 'ASAAS',
  environment: 'PRODUCTION',
  credentials: { apiKey: '$aact_prod_000MzkwODA2MWY2OGM3MWRlMDU2NWM3MzJlNzZmNGZhZGY6OjAwMDA' },
};

type Api = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Api, url: string, payload?: object, role: 'ADMIN' | 'FINANCIAL' = 'ADMIN') =>
  t.request({ method, url: `/api/payment-gateways${url}`, role, ...(payload ? { payload } : {}) });

async function createOk(payload: object): Promise<{ id: number }> {
  const res = await api('POST', '', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('credentials at rest', () => {
  test('are encrypted (AES-256-GCM) in the database and only masked in the API', async () => {
    const res = await api('POST', '', STRIPE);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: 1,
      name: 'Stripe Sandbox',
      provider: 'STRIPE',
      environment: 'SANDBOX',
      description: 'Cartões internacionais',
      active: false,
      credentials: { secretKey: '••••1234', publishableKey: '••••9876' },
      credentialsReadable: true,
      lastTestedAt: null,
      lastTestOk: null,
      lastTestMessage: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await api('GET', '', undefined, 'FINANCIAL');
    expect(list.body).not.toContain(STRIPE_KEY);
    expect((await api('GET', '/1')).body).not.toContain(STRIPE_KEY);
    const row = await t.database.db.selectFrom('payment_gateways').select('credentials').executeTakeFirstOrThrow();
    expect(row.credentials).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(row.credentials).not.toContain('sk_test');
  });

  test('the cipher round-trips, uses a fresh IV each time and refuses tampering or another key', () => {
    const cipher = createCredentialsCipher(keyFromSecret('a'.repeat(64)));
    const a = cipher.encrypt({ apiKey: 'segredo' });
    expect(cipher.encrypt({ apiKey: 'segredo' })).not.toBe(a);
    expect(cipher.decrypt(a)).toEqual({ apiKey: 'segredo' });
    const [v, iv, tag, data] = a.split(':');
    const flipped = Buffer.from(data, 'base64');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => createCredentialsCipher(keyFromSecret('b'.repeat(64))).decrypt(a)).toThrow();
  });

  test('keys: hex, base64 or a passphrase; the option wins over the environment', () => {
    expect(keyFromSecret('ab'.repeat(32))).toHaveLength(32);
    expect(keyFromSecret(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    expect(keyFromSecret('uma frase secreta longa')).toHaveLength(32);
    expect(() => keyFromSecret('curta')).toThrow();
    expect(resolveCredentialsKey('ab'.repeat(32), { CREDENTIALS_KEY: 'cd'.repeat(32) })).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(resolveCredentialsKey(undefined, { CREDENTIALS_KEY: 'cd'.repeat(32) })).toEqual(Buffer.from('cd'.repeat(32), 'hex'));
    expect(maskCredential('12345678')).toBe('••••');
    expect(maskCredential('123456789')).toBe('••••6789');
  });

  test('a gateway saved under another key is listed as unreadable, never a 500', async () => {
    const other = createCredentialsCipher(keyFromSecret('f'.repeat(64)));
    await t.database.db
      .insertInto('payment_gateways')
      .values({ name: 'Antigo', provider: 'STRIPE', environment: 'SANDBOX', credentials: other.encrypt({ secretKey: STRIPE_KEY }) })
      .execute();
    const res = await api('GET', '/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ credentials: {}, credentialsReadable: false });
    const test = await api('POST', '/1/test');
    expect(test.json().data.ok).toBe(false);
    const keep = await api('PUT', '/1', { name: 'Antigo', provider: 'STRIPE', environment: 'SANDBOX' });
    expect(keep.statusCode).toBe(400);
    const fixed = await api('PUT', '/1', { name: 'Antigo', provider: 'STRIPE', environment: 'SANDBOX', credentials: { secretKey: STRIPE_KEY } });
    expect(fixed.json().data).toMatchObject({ credentialsReadable: true, credentials: { secretKey: '••••1234' } });
  });
});

describe('POST/PUT validation', () => {
  test.each([
    ['a missing required credential', { ...STRIPE, credentials: { publishableKey: 'pk_test_51AbCdEfGhIjKl9876' } }, "Credencial 'Chave secreta' é obrigatória"],
    ['a credential of another provider', { ...STRIPE, credentials: { secretKey: STRIPE_KEY, apiKey: 'x' } }, "Credencial 'apiKey' não se aplica ao provedor Stripe"],
    ['an unknown provider', { ...STRIPE, provider: 'PAYPAL' }, "Campo 'Provedor' inválido"],
    ['an unknown environment', { ...STRIPE, environment: 'TESTE' }, "Campo 'Ambiente' inválido"],
    ['no name', { ...STRIPE, name: undefined }, "Campo 'Nome' é obrigatório"],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await api('POST', '', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test('409 for a name already used, in any case', async () => {
    await createOk(STRIPE);
    const res = await api('POST', '', { ...ASAAS, name: 'STRIPE SANDBOX' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Já existe um gateway com este nome' });
  });

  test('PUT keeps credentials left blank, replaces the ones given, and needs all again for another provider', async () => {
    const { id } = await createOk(STRIPE);
    const kept = await api('PUT', `/${id}`, { ...STRIPE, name: 'Stripe', credentials: { secretKey: '', webhookSecret: 'whsec_abcdefghijkl5555' } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ name: 'Stripe', credentials: { secretKey: '••••1234', publishableKey: '••••9876', webhookSecret: '••••5555' } });
    const switched = await api('PUT', `/${id}`, { ...ASAAS, credentials: {} });
    expect(switched.statusCode).toBe(400);
    expect(switched.json()).toEqual({ message: "Credencial 'Chave de API' é obrigatória" });
    const asaas = await api('PUT', `/${id}`, ASAAS);
    expect(asaas.json().data).toMatchObject({ provider: 'ASAAS', credentials: { apiKey: '••••wMDA' } });
  });
});

describe('activate, test, delete', () => {
  test('activating one gateway deactivates the others: exactly one is active', async () => {
    const stripe = await createOk(STRIPE);
    const asaas = await createOk(ASAAS);
    expect((await api('PATCH', `/${stripe.id}/activate`)).json().data.active).toBe(true);
    const res = await api('PATCH', `/${asaas.id}/activate`, undefined, 'FINANCIAL');
    expect(res.statusCode).toBe(200);
    const list = (await api('GET', '')).json().data as Array<{ id: number; active: boolean }>;
    expect(list.filter((g) => g.active).map((g) => g.id)).toEqual([asaas.id]);
    expect((await api('PATCH', '/999/activate')).statusCode).toBe(404);
  });

  test('the test checks the configuration offline and says no connection was made', async () => {
    const { id } = await createOk(STRIPE);
    const res = await api('POST', `/${id}/test`);
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ ok: true, connectionAttempted: false });
    expect(result.message).toContain('Nenhuma conexão com o provedor foi feita');
    expect(result.checks.map((c: { field: string; ok: boolean }) => [c.field, c.ok])).toEqual([
      ['secretKey', true],
      ['publishableKey', true],
    ]);
    const saved = (await api('GET', `/${id}`)).json().data;
    expect(saved).toMatchObject({ lastTestOk: true, lastTestMessage: result.message, lastTestedAt: result.testedAt });
  });

  test('the test reports keys of the wrong environment, and an edit clears the last result', async () => {
    const { id } = await createOk({ ...STRIPE, environment: 'PRODUCTION' });
    const result = (await api('POST', `/${id}/test`)).json().data;
    expect(result.ok).toBe(false);
    expect(result.message).toContain('Chave secreta: é uma chave de teste, mas o ambiente é Produção');
    expect(result.message).toContain('sem conexão com o provedor');
    const edited = (await api('PUT', `/${id}`, STRIPE)).json().data;
    expect(edited).toMatchObject({ lastTestOk: null, lastTestedAt: null });
    expect((await api('POST', `/${id}/test`)).json().data.ok).toBe(true);
  });

  test.each([
    ['ASAAS', 'SANDBOX', { apiKey: 'chave-sem-prefixo-1234567890' }, false],
    ['ASAAS', 'SANDBOX', { apiKey: '$aact_hmlg_000MzkwODA2MWY2OGM3MWRlMDU2NWM3MzJlNzZm' }, true],
    ['MERCADO_PAGO', 'PRODUCTION', { accessToken: 'TEST-1234567890123456-012345-abcdef' }, false],
    ['MERCADO_PAGO', 'PRODUCTION', { accessToken: 'APP_USR-1234567890123456-012345-abcdef' }, true],
    ['PAGSEGURO', 'SANDBOX', { email: 'loja@example.com', token: 'ABCDEF0123456789ABCDEF0123456789' }, true],
    ['PAGSEGURO', 'SANDBOX', { email: 'loja@', token: 'ABCDEF0123456789ABCDEF0123456789' }, false],
  ])('%s %s %j → ok %s', async (provider, environment, credentials, ok) => {
    const { id } = await createOk({ name: 'Gateway', provider, environment, credentials });
    expect((await api('POST', `/${id}/test`)).json().data.ok).toBe(ok);
  });

  test('deletes a gateway; 404 afterwards', async () => {
    const { id } = await createOk(STRIPE);
    expect((await api('DELETE', `/${id}`)).json()).toEqual({ data: { id } });
    const missing = await api('GET', `/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Gateway de pagamento não encontrado' });
    expect((await api('DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await api('POST', `/${id}/test`)).statusCode).toBe(404);
  });
});
