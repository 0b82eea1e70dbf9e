/** Demo data of the registration area, seeded after the foundation's (see db/seed/demo-seed.ts). */
import { sql } from 'kysely';
import type { AreaSeedContext } from '../../db/seed/area-seed';
import { newToken } from './repository';

/**
 * Two invitation links (one active for an upcoming event, one expired last week) and three pending
 * requests: two sent through the active link (one of them with the CPF of an existing employee, so
 * the duplicate flag shows) and one walk-in typed by the coordinator.
 */
export async function seedRegistrationDemo({ trx, day, users, events, employees }: AreaSeedContext): Promise<void> {
  const admin = users.find((u) => u.role === 'ADMIN');
  const coordinator = users.find((u) => u.role === 'COORDINATOR');
  const upcoming = events.find((e) => !e.finalized && e.days.some((d) => d > day(0)));

  const [active] = await trx
    .insertInto('registration_links')
    .values([
      {
        token: newToken(),
        label: upcoming ? `Equipe extra — ${upcoming.name}` : 'Equipe extra',
        expires_on: day(30),
        max_uses: 20,
        uses: 2,
        event_id: upcoming?.id ?? null,
        function: 'Garçom',
        created_by: admin?.id ?? null,
      },
      {
        token: newToken(),
        label: 'Banco de talentos — campanha anterior',
        expires_on: day(-7),
        max_uses: 50,
        uses: 0,
        created_by: admin?.id ?? null,
        created_at: sql<string>`now() - interval '40 days'`,
      },
    ])
    .returning(['id', 'event_id'])
    .execute();

  const registered = employees.length
    ? await trx.selectFrom('employees').select('cpf').where('id', '=', employees[0].id).executeTakeFirst()
    : undefined;
  const consent = sql<string>`now() - interval '2 days'`;
  await trx
    .insertInto('registration_requests')
    .values([
      {
        source: 'LINK',
        link_id: active.id,
        event_id: active.event_id,
        name: 'Juliana Ferreira Costa',
        cpf: '31872450644',
        birth_date: '1998-03-21',
        phone: '11987001122',
        email: 'juliana.costa@example.com',
        address: 'Rua Augusta, 1500, apto 42 - Consolação, São Paulo/SP',
        desired_function: 'Garçom',
        pix_key: 'juliana.costa@example.com',
        consent_at: consent,
        created_at: consent,
      },
      {
        source: 'LINK',
        link_id: active.id,
        event_id: active.event_id,
        name: 'Rafael Almeida Santos',
        cpf: registered?.cpf ?? '42761509307',
        birth_date: '1990-11-02',
        phone: '11976543210',
        email: 'rafael.santos@example.com',
        address: 'Av. Paulista, 900 - Bela Vista, São Paulo/SP',
        desired_function: 'Barman',
        pix_key: '11976543210',
        consent_at: sql<string>`now() - interval '1 day'`,
        created_at: sql<string>`now() - interval '1 day'`,
      },
      {
        source: 'WALK_IN',
        name: 'Marcos Vinícius Lima',
        cpf: '53620841780',
        birth_date: '2001-07-15',
        phone: '11955554444',
        email: 'marcos.lima@example.com',
        address: 'Rua Vergueiro, 300 - Liberdade, São Paulo/SP',
        desired_function: 'Segurança',
        pix_key: '53620841780',
        consent_at: sql<string>`now() - interval '3 hours'`,
        created_by: coordinator?.id ?? null,
        created_at: sql<string>`now() - interval '3 hours'`,
      },
    ])
    .execute();
}
