/**
 * Demo data of the admin area, seeded after the foundation's (see db/seed/demo-seed.ts): the
 * company settings and two payment gateways with obviously fake sandbox credentials, encrypted
 * like any other. Users, the service catalogue and the categories come from the foundation.
 */
import type { AreaSeedContext } from '../../db/seed/area-seed';
import { createCredentialsCipher, resolveCredentialsKey } from './credentials-cipher';

export async function seedAdminDemo({ trx, users }: AreaSeedContext, credentialsKey?: string): Promise<void> {
  const admin = users.find((user) => user.role === 'ADMIN');
  await trx
    .insertInto('system_settings')
    .values({
      id: 1,
      company_name: 'Dourado Eventos Ltda.',
      cnpj: '11222333000181',
      address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
      logo_url: null,
      due_soon_days: 7,
      offline_purge_days: 30,
      notification_location: 'bottom',
      updated_by: admin?.id ?? null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const cipher = createCredentialsCipher(resolveCredentialsKey(credentialsKey));
  await trx
    .insertInto('payment_gateways')
    .values([
      {
        name: 'Asaas Sandbox',
        provider: 'ASAAS',
        environment: 'SANDBOX',
        description: 'Boletos e PIX de clientes (ambiente de testes, credenciais fictícias).',
        credentials: cipher.encrypt({ apiKey: '$aact_hmlg_000DemoDemoDemoDemoDemoDemoDemo0001' }),
        active: true,
      },
      {
        name: 'Stripe Sandbox',
        provider: 'STRIPE',
        environment: 'SANDBOX',
        description: 'Cartões de crédito (ambiente de testes, credenciais fictícias).',
        credentials: cipher.encrypt({ secretKey: 'sk_test_DemoDemoDemoDemo0002', publishableKey: 'pk_test_DemoDemoDemoDemo0002' }),
        active: false,
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
}
