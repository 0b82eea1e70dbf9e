/**
 * /api/settings: one row of company data and defaults. Every signed-in role reads it (the screens
 * need the due-soon window, the notification location and the company name); administrators save
 * it. Until the first save, the contract's DEFAULT_SETTINGS are answered.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, SaveSettingsSchema, SystemSettingsSchema } from '@sge/shared/contract';
import { requireRoles } from '../../../auth/guard';
import { PERMISSIONS } from '../../../auth/permissions';
import { toSettingsInput } from '../input';
import { createSettingsRepository } from '../repository/settings';

const SettingsEnvelope = Envelope(SystemSettingsSchema);

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = createSettingsRepository(app);

  app.get('/', { onRequest: requireRoles(...PERMISSIONS.referenceData), schema: { response: { 200: SettingsEnvelope } } }, async () => ({
    data: await settings.read(),
  }));

  app.post(
    '/',
    { onRequest: requireRoles(...PERMISSIONS.administration), schema: { body: SaveSettingsSchema, response: { 200: SettingsEnvelope } } },
    async (request) => ({ data: await settings.save(toSettingsInput(request.body), request.user!.id) }),
  );
};
