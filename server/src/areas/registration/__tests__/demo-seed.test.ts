import { seedDemoData } from '../../../db/seed/demo-seed';
import { todayInCompanyZone } from '../../../lib/calendar';
import type { Database } from '../../../db/database';
import { openTestDatabase } from '../../../testing/test-db';
import { createRegistrationRepository } from '../repository';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

test('the demo seeds an active and an expired link and pending requests, one flagged as a duplicate CPF', async () => {
  expect(await seedDemoData(database.db, todayInCompanyZone())).toBe(true);
  const repository = createRegistrationRepository({ db: database.db } as never);
  const { data: links } = await repository.listLinks({});
  expect(links.map((l) => l.status).sort()).toEqual(['ACTIVE', 'EXPIRED']);
  const { data: pending } = await repository.listPending({});
  expect(pending.map((r) => r.source)).toEqual(['LINK', 'LINK', 'WALK_IN']);
  expect(pending.filter((r) => r.duplicateEmployeeId !== null)).toHaveLength(1);
  const active = links.find((l) => l.status === 'ACTIVE')!;
  expect((await repository.checkToken(active.token)).valid).toBe(true);
});
