/**
 * The admin area, under /api: users (/users), financial categories (/categories), the service
 * catalogue (/service-catalog), payment gateways (/payment-gateways) and system settings
 * (/settings). Each route names the roles it admits (auth/permissions.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../auth/guard';
import { categoryRoutes } from './routes/categories';
import { createCredentialsCipher, resolveCredentialsKey } from './credentials-cipher';
import { paymentGatewayRoutes } from './routes/payment-gateways';
import { serviceCatalogRoutes } from './routes/service-catalog';
import { settingsRoutes } from './routes/settings';
import { userRoutes } from './routes/users';

export interface AdminAreaOptions {
  /**
   * Secret that encrypts payment gateway credentials at rest (64 hex digits, 32 bytes of base64,
   * or any passphrase of 16+ characters). Without it: CREDENTIALS_KEY, else a key generated once
   * in the data folder.
   */
  credentialsKey?: string;
}

export const adminArea: FastifyPluginAsyncTypebox<AdminAreaOptions> = async (app, options) => {
  const cipher = createCredentialsCipher(resolveCredentialsKey(options.credentialsKey));
  app.addHook('onRequest', authenticate);

  await app.register(userRoutes, { prefix: '/users' });
  await app.register(categoryRoutes, { prefix: '/categories' });
  await app.register(serviceCatalogRoutes, { prefix: '/service-catalog' });
  await app.register(paymentGatewayRoutes, { prefix: '/payment-gateways', cipher });
  await app.register(settingsRoutes, { prefix: '/settings' });
};
