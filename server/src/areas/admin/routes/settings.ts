/**
 * /api/settings: one row of company data and defaults. Every signed-in role reads it (the screens
 * need the due-soon window, the notification location and the company name); administrators save
 * it. Until the first save, the contract's DEFAULT_SETTINGS are answered.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  checkLogoUrl,
  checkSettingsCnpj,
  DEFAULT_SETTINGS,
  Envelope,
  onlyDigits,
  SaveSettingsSchema,
  SystemSettingsSchema,
  type SystemSettings,
} from '@sge/shared/contract';
import { sql } from 'kysely';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { badRequest } from '../../../http/errors';

const SettingsEnvelope = Envelope(SystemSettingsSchema);

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const read = async (): Promise<SystemSettings> => {
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
  };

  app.get('/', { onRequest: requireRoles(...PERMISSIONS.referenceData), schema: { response: { 200: SettingsEnvelope } } }, async () => ({
    data: await read(),
  }));

  app.post(
    '/',
    { onRequest: requireRoles(...PERMISSIONS.administration), schema: { body: SaveSettingsSchema, response: { 200: SettingsEnvelope } } },
    async (request) => {
      const body = request.body;
      const companyName = body.companyName.trim().replace(/\s+/g, ' ');
      if (companyName.length < 2) throw badRequest("Campo 'Nome da empresa' deve ter pelo menos 2 caracteres");
      const cnpjProblem = checkSettingsCnpj(body.cnpj);
      if (cnpjProblem) throw badRequest(cnpjProblem);
      const logoUrl = body.logoUrl?.trim() || null;
      if (logoUrl) {
        const logoProblem = checkLogoUrl(logoUrl);
        if (logoProblem) throw badRequest(logoProblem);
      }
      const values = {
        company_name: companyName,
        cnpj: body.cnpj?.trim() ? onlyDigits(body.cnpj) : null,
        address: body.address?.trim() || null,
        logo_url: logoUrl,
        due_soon_days: body.dueSoonDays,
        offline_purge_days: body.offlinePurgeDays,
        // Older clients never send it: their save keeps the stored value (or the column default).
        ...(body.clockSkewMinutes === undefined ? {} : { clock_skew_minutes: body.clockSkewMinutes }),
        notification_location: body.notificationLocation,
        updated_by: request.user!.id,
        updated_at: sql<string>`now()`,
      };
      await db
        .insertInto('system_settings')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      return { data: await read() };
    },
  );
};
