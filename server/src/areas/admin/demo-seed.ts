/** Demo data of the admin area, seeded after the foundation's (see db/seed/demo-seed.ts). */
import type { AreaSeedContext } from '../../db/seed/area-seed';

export async function seedAdminDemo(_context: AreaSeedContext): Promise<void> {}
