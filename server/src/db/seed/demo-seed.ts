/**
 * Demo data for a fresh install: seeded in one transaction, only while the users table is empty
 * (under an advisory lock, so concurrent first starts seed once).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../schema';
import { seedAccountsDemo } from '../../areas/accounts/demo-seed';
import { seedAdminDemo } from '../../areas/admin/demo-seed';
import { seedBudgetsDemo } from '../../areas/budgets/demo-seed';
import { seedEmployeesDemo } from '../../areas/employees/demo-seed';
import { seedEventsDemo } from '../../areas/events/demo-seed';
import { seedFinancialReportsDemo } from '../../areas/financial-reports/demo-seed';
import { seedInventoryDemo } from '../../areas/inventory/demo-seed';
import { seedRegistrationDemo } from '../../areas/registration/demo-seed';
import type { AreaSeedContext } from './area-seed';
import { DEMO_CATEGORIES, DEMO_PASSWORD, DEMO_SERVICES, DEMO_USERS } from './demo-data';
import { addDays, todayInCompanyZone } from '../../lib/calendar';

const SEED_LOCK_KEY = 7_340_118_002;

async function isEmpty(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Returns true when it seeded, false when the database already had users. */
export async function seedDemoData(db: Kysely<DB>, today = todayInCompanyZone()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`.execute(trx);
    if (!(await isEmpty(trx))) return false;

    const users = await trx
      .insertInto('users')
      .values(DEMO_USERS.map((user) => ({ ...user, password_hash: passwordHash })))
      .returning(['id', 'role', 'username'])
      .execute();
    const coordinatorId = users.find((user) => user.role === 'COORDINATOR')!.id;

    const employees = await seedEmployeesDemo(trx);

    const services = await trx
      .insertInto('service_catalog')
      .values(
        DEMO_SERVICES.map((service) => ({
          name: service.name,
          description: service.description,
          unit: service.unit,
          unit_price: service.unitPrice,
          staff_function: service.staffFunction,
          staff_per_unit: service.staffPerUnit,
        })),
      )
      .returning(['id', 'name', 'unit_price'])
      .execute();

    const categories = await seedCategories(trx);

    const events = await seedEventsDemo({ trx, employees, services, coordinatorId, today });

    const areaContext: AreaSeedContext = {
      trx,
      today,
      day: (offset) => addDays(today, offset),
      users,
      employees,
      services,
      categories,
      events,
    };
    // Areas in dependency order: admin data first, reports last.
    await seedAdminDemo(areaContext);
    await seedRegistrationDemo(areaContext);
    await seedInventoryDemo(areaContext);
    await seedBudgetsDemo(areaContext);
    await seedAccountsDemo(areaContext);
    await seedFinancialReportsDemo(areaContext);
    return true;
  });
}

/** The demo chart of categories: top-level income and expense categories and a few subcategories. */
async function seedCategories(trx: Transaction<DB>): Promise<AreaSeedContext['categories']> {
  const seeded: AreaSeedContext['categories'] = [];
  for (const category of DEMO_CATEGORIES) {
    const parentId = category.parent ? seeded.find((c) => c.name === category.parent)?.id : null;
    if (parentId === undefined) throw new Error(`demo category names an unknown parent: ${category.parent}`);
    const row = await trx
      .insertInto('financial_categories')
      .values({ name: category.name, type: category.type, color: category.color, description: category.description, parent_id: parentId })
      .returning(['id', 'name', 'type'])
      .executeTakeFirstOrThrow();
    seeded.push(row);
  }
  return seeded;
}
