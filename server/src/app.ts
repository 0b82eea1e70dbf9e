/**
 * Builds the Fastify app from a configuration. Given a database (tests), the app uses it as is;
 * otherwise it opens one from the configuration, migrates it, seeds demo data into an empty one
 * and closes it with the app.
 */
import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountsArea } from './areas/accounts';
import { adminArea } from './areas/admin';
import { badgesArea } from './areas/badges';
import { budgetsArea } from './areas/budgets';
import { employeesArea } from './areas/employees';
import { eventsArea } from './areas/events';
import { financialReportsArea } from './areas/financial-reports';
import { healthArea } from './areas/health';
import { inventoryArea } from './areas/inventory';
import { registrationArea } from './areas/registration';
import { registerAuth } from './auth/guard';
import { authRoutes } from './auth/routes';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { BOUNDS_MIGRATION, describeBoundViolations, findBoundViolations } from './db/business-bounds';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/demo-seed';
import { registerErrorHandling } from './http/error-handler';
import { registerServerTime } from './http/server-time';
import { registerPermissionsPolicy } from './http/permissions-policy';
import { registerOpenApi } from './http/openapi';
import { validatorCompiler } from './http/validation';
import { frameworkErrorOptions } from './http/framework-errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerJsonBodyParser } from './http/json-body';
import { REQUEST_LIMITS } from './http/request-limits';
import { registerTextInputGuard } from './http/text-input';
import { createSpaFallback, registerWeb } from './web/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
  }
}

export interface BuildOptions {
  /** A ready (migrated) database owned by the caller. */
  database?: Database;
  /** Called when the embedded database worker dies under a running app. */
  onDatabaseCrash?: (error: Error) => void;
  /** Called on the app before any hook or route is added (tests watch responses with it). */
  configure?: (app: FastifyInstance) => void;
  /** Where the log lines go (default: standard output). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    ...REQUEST_LIMITS,
    // A request's id names it in the log and in a 500's message: random, so ids from several servers never collide.
    genReqId: () => randomBytes(4).toString('hex'),
    // Issue 15 hardening: Fastify's own refusals (bad URL, long param, client errors) in the pt-BR envelope.
    ...frameworkErrorOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  const database = options.database ?? (await openOwnDatabase(app, config, options.onDatabaseCrash));
  try {
    app.decorate('database', database);
    app.decorate('db', database.db);
    options.configure?.(app);
    registerErrorHandling(app, createSpaFallback(config));
    registerServerTime(app);
    registerPermissionsPolicy(app);
    // Issue 15 hardening: security headers and CSP; control characters refused in every text input.
    await registerSecurityHeaders(app, config);
    registerJsonBodyParser(app);
    registerTextInputGuard(app);

    await app.register(compress, { encodings: ['br', 'gzip'] });
    // The OpenAPI document and its reference page; before the routes it describes.
    await registerOpenApi(app);
    await registerAuth(app, config);
    await app.register(healthArea, { prefix: '/api' });
    await app.register(authRoutes, { prefix: '/api/auth' });
    await app.register(employeesArea, { prefix: '/api' });
    await app.register(eventsArea, { prefix: '/api' });
    await app.register(badgesArea, { prefix: '/api' });
    await app.register(adminArea, { prefix: '/api' });
    await app.register(registrationArea, { prefix: '/api' });
    await app.register(inventoryArea, { prefix: '/api' });
    await app.register(budgetsArea, { prefix: '/api' });
    await app.register(accountsArea, { prefix: '/api' });
    await app.register(financialReportsArea, { prefix: '/api' });
    await registerWeb(app, config);
    await app.ready();
    return app;
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}

async function openOwnDatabase(
  app: FastifyInstance,
  config: AppConfig,
  onCrash?: (error: Error) => void,
): Promise<Database> {
  const database = await openDatabase(config, { log: app.log, onCrash });
  try {
    const { applied, changed } = await migrate(database.db);
    if (applied.length) app.log.info(`migrations applied: ${applied.join(', ')}`);
    if (applied.includes(BOUNDS_MIGRATION)) {
      const violations = describeBoundViolations(await findBoundViolations(database.db));
      if (violations) app.log.warn(violations);
    }
    if (changed.length) app.log.warn(`migrations edited after being applied (ignored): ${changed.join(', ')}`);
    if (config.seedDemo && (await seedDemoData(database.db))) app.log.info('demo data seeded');
  } catch (error) {
    await database.close();
    throw error;
  }
  app.addHook('onClose', () => database.close());
  return database;
}
