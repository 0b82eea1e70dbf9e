/**
 * Payment gateways. Credentials are encrypted before they reach SQL and leave the server masked;
 * at most one gateway is active (a partial unique index backs the rule).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import {
  checkGatewayCredentials,
  PAYMENT_PROVIDER_LABELS,
  PROVIDER_CREDENTIAL_FIELDS,
  type GatewayTestResult,
  type PaymentGateway,
  type PaymentProvider,
} from '@sge/shared/contract';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { maskCredential, type CredentialsCipher } from '../credentials-cipher';
import { ADMIN_MESSAGES, PG_UNIQUE_VIOLATION, pgError } from '../messages';
import type { GatewayInput } from '../input';
import type { PaymentGatewaysTable } from '../../../db/schema';

type Row = Selectable<PaymentGatewaysTable>;

function mapWriteError(error: unknown): never {
  const pg = pgError(error);
  if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'payment_gateways_name_key') throw conflict(ADMIN_MESSAGES.gatewayDuplicate);
  throw error;
}

/** Keeps the provider's own fields, trimmed; 400 for a field the provider does not have. */
function cleanCredentials(provider: PaymentProvider, credentials: Record<string, string>): Record<string, string> {
  const known = new Set(PROVIDER_CREDENTIAL_FIELDS[provider].map((f) => f.key));
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(credentials)) {
    if (!known.has(key)) throw badRequest(ADMIN_MESSAGES.unknownCredential(key, PAYMENT_PROVIDER_LABELS[provider]));
    if (value.trim()) result[key] = value.trim();
  }
  return result;
}

function requireAll(provider: PaymentProvider, credentials: Record<string, string>): void {
  const missing = PROVIDER_CREDENTIAL_FIELDS[provider].find((f) => f.required && !credentials[f.key]);
  if (missing) throw badRequest(ADMIN_MESSAGES.missingCredential(missing.label));
}

export function createPaymentGatewaysRepository(app: FastifyInstance, cipher: CredentialsCipher) {
  const { db } = app;

  const read = (row: Row): { credentials: Record<string, string> | null } => {
    try {
      return { credentials: cipher.decrypt(row.credentials) };
    } catch {
      return { credentials: null };
    }
  };

  const toGateway = (row: Row): PaymentGateway => {
    const { credentials } = read(row);
    return {
      id: row.id,
      name: row.name,
      provider: row.provider,
      environment: row.environment,
      description: row.description,
      active: row.active,
      credentials: Object.fromEntries(Object.entries(credentials ?? {}).map(([key, value]) => [key, maskCredential(value)])),
      credentialsReadable: credentials !== null,
      lastTestedAt: row.last_tested_at,
      lastTestOk: row.last_test_ok,
      lastTestMessage: row.last_test_message,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  };

  const findRow = (id: number) => db.selectFrom('payment_gateways').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    async list(): Promise<PaymentGateway[]> {
      const rows = await db.selectFrom('payment_gateways').selectAll().orderBy('active', 'desc').orderBy(sql`lower(name)`).execute();
      return rows.map(toGateway);
    },

    async findById(id: number): Promise<PaymentGateway> {
      const row = await findRow(id);
      if (!row) throw notFound(ADMIN_MESSAGES.gatewayNotFound);
      return toGateway(row);
    },

    async create(input: GatewayInput): Promise<PaymentGateway> {
      const credentials = cleanCredentials(input.provider, input.credentials);
      requireAll(input.provider, credentials);
      try {
        const row = await db
          .insertInto('payment_gateways')
          .values({
            name: input.name,
            provider: input.provider,
            environment: input.environment,
            description: input.description,
            credentials: cipher.encrypt(credentials),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toGateway(row);
      } catch (error) {
        mapWriteError(error);
      }
    },

    /**
     * Blank credentials keep the stored ones of the same provider; a change of provider (or stored
     * credentials this key cannot read) needs every required credential again. Any change clears the
     * last test result, which no longer describes the configuration.
     */
    async update(id: number, input: GatewayInput): Promise<PaymentGateway> {
      const current = await findRow(id);
      if (!current) throw notFound(ADMIN_MESSAGES.gatewayNotFound);
      const given = cleanCredentials(input.provider, input.credentials);
      const stored = current.provider === input.provider ? read(current).credentials : {};
      if (stored === null && Object.keys(given).length === 0) throw badRequest(ADMIN_MESSAGES.credentialsUnreadable);
      const credentials = { ...(stored ?? {}), ...given };
      requireAll(input.provider, credentials);
      try {
        const row = await db
          .updateTable('payment_gateways')
          .set({
            name: input.name,
            provider: input.provider,
            environment: input.environment,
            description: input.description,
            credentials: cipher.encrypt(credentials),
            last_tested_at: null,
            last_test_ok: null,
            last_test_message: null,
            updated_at: sql<string>`now()`,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound(ADMIN_MESSAGES.gatewayNotFound);
        return toGateway(row);
      } catch (error) {
        mapWriteError(error);
      }
    },

    async remove(id: number): Promise<void> {
      const result = await db.deleteFrom('payment_gateways').where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows === 0n) throw notFound(ADMIN_MESSAGES.gatewayNotFound);
    },

    /** Makes this gateway the only active one (one transaction: never two, never a gap). */
    activate(id: number): Promise<PaymentGateway> {
      return db.transaction().execute(async (trx) => {
        const target = await trx.selectFrom('payment_gateways').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!target) throw notFound(ADMIN_MESSAGES.gatewayNotFound);
        await trx.updateTable('payment_gateways').set({ active: false, updated_at: sql<string>`now()` }).where('active', '=', true).where('id', '<>', id).execute();
        const row = await trx
          .updateTable('payment_gateways')
          .set({ active: true, updated_at: sql<string>`now()` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toGateway(row);
      });
    },

    /** The offline check: decryptable, required fields present, formats right for the environment. */
    async test(id: number): Promise<GatewayTestResult> {
      const row = await findRow(id);
      if (!row) throw notFound(ADMIN_MESSAGES.gatewayNotFound);
      const { credentials } = read(row);
      const checks =
        credentials === null
          ? [{ field: 'credentials', label: 'Credenciais', ok: false, message: ADMIN_MESSAGES.credentialsUnreadable }]
          : checkGatewayCredentials(row.provider, row.environment, credentials);
      const ok = checks.every((c) => c.ok);
      const failures = checks.filter((c) => !c.ok).map((c) => c.message);
      const message = ok ? ADMIN_MESSAGES.testOk : `${ADMIN_MESSAGES.testFailed} ${failures.join('; ')}.`;
      const saved = await db
        .updateTable('payment_gateways')
        .set({ last_tested_at: sql<string>`now()`, last_test_ok: ok, last_test_message: message })
        .where('id', '=', id)
        .returning('last_tested_at')
        .executeTakeFirst();
      if (!saved) throw notFound(ADMIN_MESSAGES.gatewayNotFound);
      return { ok, connectionAttempted: false, message, checks, testedAt: saved.last_tested_at! };
    },
  };
}
