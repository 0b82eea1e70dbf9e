/**
 * Demo data of the financial-reports area: none of its own. The reports read what the other areas
 * seed (receivables, payables and their payments from the accounts area; budgets and payment
 * requests from the budgets area; staff days from the events demo), so the demo charts show those.
 */
import type { AreaSeedContext } from '../../db/seed/area-seed';

export async function seedFinancialReportsDemo(_context: AreaSeedContext): Promise<void> {}
