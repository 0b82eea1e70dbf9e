/** Demo data of the financial-reports area, seeded after the foundation's (see db/seed/demo-seed.ts). */
import type { AreaSeedContext } from '../../db/seed/area-seed';

export async function seedFinancialReportsDemo(_context: AreaSeedContext): Promise<void> {}
