/** Demo data of the registration area, seeded after the foundation's (see db/seed/demo-seed.ts). */
import type { AreaSeedContext } from '../../db/seed/area-seed';

export async function seedRegistrationDemo(_context: AreaSeedContext): Promise<void> {}
