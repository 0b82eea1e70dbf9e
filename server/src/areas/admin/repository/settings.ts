/** The one row of system settings (id 1); the contract's DEFAULT_SETTINGS until the first save. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_SETTINGS, type SystemSettings } from '@sge/shared/contract';
import type { SettingsInput } from '../input';

export function createSettingsRepository(app: FastifyInstance) {
  const { db } = app;

  async function read(): Promise<SystemSettings> {
    const row = await db
      .selectFrom('system_settings')
      .select([
        'company_name as companyName',
        'cnpj',
        'address',
        'logo_url as logoUrl',
        'due_soon_days as dueSoonDays',
        'offline_purge_days as offlinePurgeDays',
        'clock_skew_minutes as clockSkewMinutes',
        'notification_location as notificationLocation',
        'updated_at as updatedAt',
      ])
      .where('id', '=', 1)
      .executeTakeFirst();
    return row ?? DEFAULT_SETTINGS;
  }

  return {
    read,
    /** Writes the row (insert or update) and answers it as read back. */
    async save(input: SettingsInput, userId: number): Promise<SystemSettings> {
      const values = {
        company_name: input.companyName,
        cnpj: input.cnpj,
        address: input.address,
        logo_url: input.logoUrl,
        due_soon_days: input.dueSoonDays,
        offline_purge_days: input.offlinePurgeDays,
        // Older clients never send it: their save keeps the stored value (or the column default).
        ...(input.clockSkewMinutes === undefined ? {} : { clock_skew_minutes: input.clockSkewMinutes }),
        notification_location: input.notificationLocation,
        updated_by: userId,
        updated_at: sql<string>`now()`,
      };
      await db
        .insertInto('system_settings')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      return read();
    },
  };
}
