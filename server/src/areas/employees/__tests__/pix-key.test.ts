/** The employee's PIX key: stored with its type, answered masked, copied from approved requests. */
import { sql } from 'kysely';
import { completeCpf } from '../../../lib/documents';
import { migrate, readMigrations } from '../../../db/migrate';
import { openTestDatabase } from '../../../testing/test-db';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const MARIA = { name: 'Maria da Silva', cpf: '529.982.247-25', function: 'Garçom', payRate: '150' };

const create = (payload: object) => t.request({ method: 'POST', url: '/api/employees', payload, role: 'ADMIN' });
const update = (id: number, payload: object) => t.request({ method: 'PUT', url: `/api/employees/${id}`, payload, role: 'MANAGER' });
const stored = (id: number) =>
  t.database.db.selectFrom('employees').select(['pix_key', 'pix_key_type']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the employee PIX key', () => {
  test('is stored whole with its type and answered masked, in the list too', async () => {
    const res = await create({ ...MARIA, pixKey: ' 123.456.789-09 ' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(res.json().data).toMatchObject({ pixKeyMasked: '***.456.789-**', pixKeyType: 'CPF' });
    expect(res.body).not.toContain('123.456.789-09');
    expect(await stored(id)).toEqual({ pix_key: '123.456.789-09', pix_key_type: 'CPF' });

    for (const role of ['ADMIN', 'MANAGER'] as const) {
      const list = await t.request({ method: 'GET', url: '/api/employees', role });
      expect(list.json().data[0]).toMatchObject({ pixKeyMasked: '***.456.789-**', pixKeyType: 'CPF' });
      expect(list.body).not.toContain('456.789-09');
      const one = await t.request({ method: 'GET', url: `/api/employees/${id}`, role });
      expect(one.json().data.pixKeyMasked).toBe('***.456.789-**');
    }
  });

  test('an edit without the key keeps it; null or blank removes it; a new one replaces it', async () => {
    const { id } = (await create({ ...MARIA, pixKey: 'joao@dominio.com' })).json().data;
    expect((await update(id, { ...MARIA, name: 'Maria S.' })).json().data).toMatchObject({ pixKeyMasked: 'j***@d***.com', pixKeyType: 'EMAIL' });
    expect((await update(id, { ...MARIA, pixKey: '11987654321' })).json().data).toMatchObject({ pixKeyMasked: '(**) *****-4321', pixKeyType: 'PHONE' });
    expect((await update(id, { ...MARIA, pixKey: '  ' })).json().data).toMatchObject({ pixKeyMasked: null, pixKeyType: null });
    expect(await stored(id)).toEqual({ pix_key: null, pix_key_type: null });
    await update(id, { ...MARIA, pixKey: 'joao@dominio.com' });
    expect((await update(id, { ...MARIA, pixKey: null })).json().data.pixKeyMasked).toBeNull();
  });

  test('is refused with the pixKeyProblem reason, or with a type it cannot be', async () => {
    expect((await create({ ...MARIA, pixKey: 'x' })).json().message).toBe('Chave PIX inválida: informe CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória');
    expect((await create({ ...MARIA, pixKey: '529.982.247-24' })).json().message).toBe('Chave PIX inválida: CPF inválido');
    expect((await create({ ...MARIA, pixKey: 'ana@empresa.com', pixKeyType: 'CPF' })).statusCode).toBe(400);
    expect(await t.database.db.selectFrom('employees').select('id').execute()).toEqual([]);
  });

  test('a key that is both a CPF and a mobile may be said to be a phone', async () => {
    // 11 digits: area code 11, a 9, and valid CPF check digits.
    const both = completeCpf('119876543');
    const res = await create({ ...MARIA, pixKey: both, pixKeyType: 'PHONE' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.pixKeyType).toBe('PHONE');
    await t.reset();
    expect((await create({ ...MARIA, pixKey: both })).json().data.pixKeyType).toBe('CPF');
    const cpfRes = await create({ ...MARIA, cpf: '111.444.777-35', pixKey: '52998224725' });
    expect(cpfRes.json().data.pixKeyType).toBe('CPF');
  });

  test('approving a pre-registration copies its key to the new employee', async () => {
    await t.createUsers();
    const walkIn = await t.request({
      method: 'POST',
      url: '/api/pre-registration/walk-in',
      role: 'COORDINATOR',
      payload: {
        name: 'Carla Mendes',
        cpf: '529.982.247-25',
        birthDate: '1995-04-12',
        phone: '(11) 98765-4321',
        email: 'carla@example.com',
        address: 'Rua das Flores, 100 - São Paulo/SP',
        function: 'Garçom',
        pixKey: 'carla@example.com',
        consent: true,
      },
    });
    expect(walkIn.statusCode).toBe(201);
    const approved = await t.request({ method: 'POST', url: `/api/pre-registration/${walkIn.json().data.id}/approve`, role: 'MANAGER' });
    expect(approved.statusCode).toBe(200);
    const employeeId = approved.json().data.employeeId;
    expect(await stored(employeeId)).toEqual({ pix_key: 'carla@example.com', pix_key_type: 'EMAIL' });
  });
});

describe('migration 018 (employee PIX key)', () => {
  test('fills the key and its type from the latest approved request, only where the employee has none', async () => {
    const database = await openTestDatabase({ migrated: false });
    try {
      const all = readMigrations();
      const before = all.filter((m) => m.name < '018');
      await migrate(database.db, before);
      const { db } = database;
      const employee = async (name: string, cpf: string) =>
        (await sql<{ id: number }>`INSERT INTO employees (name, cpf, function, pay_rate) VALUES (${name}, ${cpf}, 'Garçom', 100) RETURNING id`.execute(db)).rows[0].id;
      const request = (employeeId: number | null, status: string, pixKey: string, cpf: string, reviewedAt: string | null) =>
        sql`INSERT INTO registration_requests
              (source, status, name, cpf, birth_date, phone, email, address, desired_function, pix_key, consent_at, reviewed_at, rejection_reason, employee_id)
            VALUES ('WALK_IN', ${status}, 'Pessoa', ${cpf}, '1990-01-01', '11987654321', 'p@example.com', 'Rua A', 'Garçom', ${pixKey}, now(),
                    ${reviewedAt}::timestamptz, ${status === 'REJECTED' ? 'Motivo' : null}, ${employeeId})`.execute(db);
      const cpf = await employee('CPF', '52998224725');
      const phone = await employee('Telefone', '11144477735');
      const email = await employee('E-mail', '39053344705');
      const evp = await employee('Aleatória', '76100294603');
      const cnpj = await employee('CNPJ', '31250880013');
      const none = await employee('Sem pedido', '86288366757');
      const rejected = await employee('Recusado', '61454765380');
      await request(cpf, 'APPROVED', '529.982.247-25', '52998224725', '2026-01-01');
      await request(phone, 'APPROVED', '11987654321', '11144477735', '2026-01-01');
      await request(email, 'APPROVED', 'antigo@example.com', '39053344705', '2025-01-01');
      await request(email, 'APPROVED', 'novo@example.com', '39053344705', '2026-01-01');
      await request(evp, 'APPROVED', '123e4567-e89b-42d3-a456-426614174000', '76100294603', '2026-01-01');
      await request(cnpj, 'APPROVED', '11.222.333/0001-81', '31250880013', '2026-01-01');
      await request(rejected, 'REJECTED', 'r@example.com', '61454765380', '2026-01-01');
      await request(null, 'PENDING', 'p@example.com', '86288366757', null);

      expect((await migrate(database.db, all)).applied).toEqual(all.filter((m) => m.name >= '018').map((m) => m.name));
      const rows = await db.selectFrom('employees').select(['id', 'pix_key', 'pix_key_type']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: cpf, pix_key: '529.982.247-25', pix_key_type: 'CPF' },
        { id: phone, pix_key: '11987654321', pix_key_type: 'PHONE' },
        { id: email, pix_key: 'novo@example.com', pix_key_type: 'EMAIL' },
        { id: evp, pix_key: '123e4567-e89b-42d3-a456-426614174000', pix_key_type: 'EVP' },
        { id: cnpj, pix_key: '11.222.333/0001-81', pix_key_type: 'CNPJ' },
        { id: none, pix_key: null, pix_key_type: null },
        { id: rejected, pix_key: null, pix_key_type: null },
      ]);
    } finally {
      await database.close();
    }
  });
});
