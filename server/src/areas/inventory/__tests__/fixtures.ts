/** Helpers for the inventory tests: items and events written straight to the database, movements through the API. */
import type { Role } from '@sge/shared/contract';
import type { TestApp } from '../../../testing/test-app';

export const CHAIR = { name: 'Cadeira de plástico branca', sku: 'cad-001', category: 'Mobiliário', unit: 'un', type: 'EQUIPMENT', minimumStock: 50, location: 'Galpão A', unitCost: '45.90' } as const;
export const WATER = { name: 'Água mineral 500 ml', sku: 'AGU-500', category: 'Bebidas', unit: 'garrafa', type: 'CONSUMABLE', minimumStock: 100, unitCost: '1.20' } as const;

export async function insertItem(
  t: TestApp,
  { name = 'Mesa redonda', sku = `MES-${Math.random().toString(36).slice(2, 8).toUpperCase()}`, quantity = 0, minimumStock = 0, unitCost = '10.00', type = 'EQUIPMENT' as 'EQUIPMENT' | 'CONSUMABLE', active = true, category = 'Mobiliário' } = {},
): Promise<number> {
  const { id } = await t.database.db
    .insertInto('inventory_items')
    .values({ name, sku, category, unit: 'un', type, quantity, minimum_stock: minimumStock, unit_cost: unitCost, active, location: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertEvent(t: TestApp, { name = 'Casamento Silva', finalized = false } = {}): Promise<number> {
  const { id } = await t.database.db
    .insertInto('events')
    .values({ name, location: 'São Paulo - SP', description: null, is_finalized: finalized, finalized_at: finalized ? new Date().toISOString() : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function post(t: TestApp, payload: object, role: Role = 'ADMIN') {
  return t.request({ method: 'POST', url: '/api/inventory/transactions', payload, role });
}

/** Posts a movement that must succeed and returns it. */
export async function postOk(t: TestApp, payload: object, role: Role = 'ADMIN') {
  const res = await post(t, payload, role);
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

export async function quantityOf(t: TestApp, itemId: number): Promise<number> {
  const row = await t.database.db.selectFrom('inventory_items').select('quantity').where('id', '=', itemId).executeTakeFirstOrThrow();
  return row.quantity;
}
