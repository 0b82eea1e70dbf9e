/** Demo data of the accounts area, seeded after the foundation's (see db/seed/demo-seed.ts). */
import type { AreaSeedContext } from '../../db/seed/area-seed';

export async function seedAccountsDemo(_context: AreaSeedContext): Promise<void> {}
