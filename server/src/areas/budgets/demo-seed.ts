/** Demo data of the budgets area, seeded after the foundation's (see db/seed/demo-seed.ts). */
import type { AreaSeedContext } from '../../db/seed/area-seed';

export async function seedBudgetsDemo(_context: AreaSeedContext): Promise<void> {}
