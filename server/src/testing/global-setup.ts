/** Migrates one template database for the whole run (see test-db.ts). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { createDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { adminQuery, NO_COMMIT_FLUSH, TEMPLATE_ENV, uniqueName, usesPostgres, withDatabase } from './test-db';

export default async function globalSetup(): Promise<void> {
  if (usesPostgres()) {
    const name = uniqueName('sge_tpl');
    await adminQuery(`CREATE DATABASE "${name}"`);
    const database = createDatabase({ connectionString: withDatabase(process.env.DATABASE_URL!, name), max: 1, options: NO_COMMIT_FLUSH }, 'postgres');
    await migrate(database.db);
    await database.close();
    process.env[TEMPLATE_ENV.postgres] = name;
    return;
  }
  const pglite = await PGlite.create();
  const database = createDatabase({ ...createPgConfig(pglite), max: 1 }, 'pglite');
  await migrate(database.db);
  await database.close();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sge-test-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV.pglite] = file;
}
