/**
 * `pnpm seed:scale`: fills the PostgreSQL database in DATABASE_URL with a five-year company on top
 * of the demo data (scripts/scale/generate.ts), after migrating it and seeding the demo the way the
 * server does at start. Refuses without DATABASE_URL (PGlite is for one machine and demo-sized
 * data) and refuses a database that already has it. Prints the time and the rows added.
 *
 * Options (environment): SCALE_FACTOR (default 1), SCALE_SEED (default 20141125), SCALE_TODAY
 * (YYYY-MM-DD, the anchor day; default today in São Paulo).
 */
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/demo-seed';
import { hasScaleData, seedScale } from './scale/generate';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('seed:scale: DATABASE_URL is not set. The five-year company is for PostgreSQL (PGlite is for one machine and demo-sized data).');
    return 1;
  }
  const factor = Number(process.env.SCALE_FACTOR ?? 1);
  const seed = Number(process.env.SCALE_SEED ?? 20_141_125);
  const today = process.env.SCALE_TODAY;
  if (!(factor > 0) || !Number.isInteger(seed) || (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today))) {
    console.error('seed:scale: SCALE_FACTOR must be > 0, SCALE_SEED an integer and SCALE_TODAY YYYY-MM-DD.');
    return 1;
  }
  const database = createDatabase({ connectionString: url, max: 2 }, 'postgres');
  try {
    const started = Date.now();
    const { applied } = await migrate(database.db);
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    if (await seedDemoData(database.db)) console.log('demo data seeded');
    if (await hasScaleData(database.db)) {
      console.error('seed:scale: this database already has the five-year company (inventory item ESCALA-00001); nothing done.');
      return 1;
    }
    console.log(`seed:scale: factor ${factor}, seed ${seed}, anchor ${today ?? 'today (São Paulo)'} on ${url.replace(/\/\/[^@]*@/, '//')}`);
    const result = await seedScale(database.db, { factor, seed, today, log: (line) => console.log(line) });
    console.log('\nrows added:');
    for (const [table, rows] of Object.entries(result.rows)) console.log(`  ${table.padEnd(24)} ${String(rows).padStart(8)}`);
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    console.log(`  ${'total'.padEnd(24)} ${String(total).padStart(8)}`);
    console.log(`\nseed:scale done in ${((Date.now() - started) / 1000).toFixed(1)} s (generator ${(result.ms / 1000).toFixed(1)} s)`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('seed:scale failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
