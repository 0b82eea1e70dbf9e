/** Demo data of the inventory area, seeded after the foundation's (see db/seed/demo-seed.ts). */
import type { AreaSeedContext } from '../../db/seed/area-seed';

export async function seedInventoryDemo(_context: AreaSeedContext): Promise<void> {}
