/**
 * Demo data of the inventory area, seeded after the foundation's (see db/seed/demo-seed.ts): the
 * company's furniture, sound, radios, uniforms and consumables, bought two months ago; the past
 * finalized event took items out and brought them back with some damaged or lost; the event running
 * now has items out. Every quantity on hand is the sum of its ledger rows, as the API keeps it.
 */
import type { InventoryItemType, InventoryTransactionType } from '@sge/shared/contract';
import type { AreaSeedContext } from '../../db/seed/area-seed';

interface DemoItem {
  sku: string;
  name: string;
  category: string;
  unit: string;
  type: InventoryItemType;
  minimumStock: number;
  location: string;
  unitCost: string;
  /** Bought 60 days ago. */
  purchased: number;
}

const DEMO_ITEMS: readonly DemoItem[] = [
  { sku: 'MES-RED-10', name: 'Mesa redonda 10 lugares', category: 'Mobiliário', unit: 'un', type: 'EQUIPMENT', minimumStock: 20, location: 'Galpão A - Corredor 1', unitCost: '389.00', purchased: 40 },
  { sku: 'CAD-PLA-BR', name: 'Cadeira de plástico branca', category: 'Mobiliário', unit: 'un', type: 'EQUIPMENT', minimumStock: 200, location: 'Galpão A - Corredor 2', unitCost: '45.90', purchased: 400 },
  { sku: 'CAD-TIF-DO', name: 'Cadeira Tiffany dourada', category: 'Mobiliário', unit: 'un', type: 'EQUIPMENT', minimumStock: 150, location: 'Galpão A - Corredor 3', unitCost: '129.90', purchased: 160 },
  { sku: 'SOM-CX-ATV', name: 'Caixa de som ativa 15"', category: 'Som e Iluminação', unit: 'un', type: 'EQUIPMENT', minimumStock: 4, location: 'Galpão B - Sala técnica', unitCost: '2490.00', purchased: 8 },
  { sku: 'SOM-MIC-SF', name: 'Microfone sem fio', category: 'Som e Iluminação', unit: 'un', type: 'EQUIPMENT', minimumStock: 6, location: 'Galpão B - Sala técnica', unitCost: '680.00', purchased: 6 },
  { sku: 'RAD-HT-UHF', name: 'Rádio comunicador UHF', category: 'Comunicação', unit: 'un', type: 'EQUIPMENT', minimumStock: 15, location: 'Escritório - Armário 2', unitCost: '320.00', purchased: 24 },
  { sku: 'UNI-GAR-M', name: 'Uniforme de garçom (M)', category: 'Uniformes', unit: 'un', type: 'EQUIPMENT', minimumStock: 20, location: 'Rouparia', unitCost: '89.90', purchased: 30 },
  { sku: 'UNI-SEG-G', name: 'Colete de segurança (G)', category: 'Uniformes', unit: 'un', type: 'EQUIPMENT', minimumStock: 10, location: 'Rouparia', unitCost: '59.90', purchased: 12 },
  { sku: 'DESC-COPO-200', name: 'Copo descartável 200 ml (cx 2.500)', category: 'Descartáveis', unit: 'cx', type: 'CONSUMABLE', minimumStock: 5, location: 'Galpão C - Estante 1', unitCost: '98.50', purchased: 12 },
  { sku: 'BEB-AGUA-500', name: 'Água mineral 500 ml (fardo 12)', category: 'Bebidas', unit: 'fardo', type: 'CONSUMABLE', minimumStock: 40, location: 'Galpão C - Câmara seca', unitCost: '14.40', purchased: 120 },
];

interface DemoMovement {
  sku: string;
  type: InventoryTransactionType;
  day: number;
  quantity: number;
  damaged?: number;
  lost?: number;
  /** The past finalized fair or the congress running now. */
  event?: 'past' | 'current';
  reason?: string;
  note?: string;
  by: 'ADMIN' | 'MANAGER' | 'COORDINATOR';
}

const PAST_EVENT = 'Feira de Negócios do Agro';
const CURRENT_EVENT = 'Congresso Médico de São Paulo';

const DEMO_MOVEMENTS: readonly DemoMovement[] = [
  // The past fair: out the day before, back the day after.
  { sku: 'MES-RED-10', type: 'EXIT', day: -21, quantity: 30, event: 'past', by: 'COORDINATOR' },
  { sku: 'CAD-PLA-BR', type: 'EXIT', day: -21, quantity: 300, event: 'past', by: 'COORDINATOR' },
  { sku: 'SOM-CX-ATV', type: 'EXIT', day: -21, quantity: 4, event: 'past', by: 'COORDINATOR' },
  { sku: 'RAD-HT-UHF', type: 'EXIT', day: -21, quantity: 12, event: 'past', by: 'COORDINATOR' },
  { sku: 'UNI-SEG-G', type: 'EXIT', day: -21, quantity: 8, event: 'past', by: 'COORDINATOR' },
  { sku: 'DESC-COPO-200', type: 'EXIT', day: -21, quantity: 6, event: 'past', by: 'COORDINATOR' },
  { sku: 'BEB-AGUA-500', type: 'EXIT', day: -21, quantity: 80, event: 'past', by: 'COORDINATOR' },
  { sku: 'MES-RED-10', type: 'RETURN', day: -18, quantity: 30, damaged: 1, event: 'past', by: 'COORDINATOR', note: 'Tampo trincado em uma mesa' },
  { sku: 'CAD-PLA-BR', type: 'RETURN', day: -18, quantity: 294, damaged: 6, lost: 6, event: 'past', by: 'COORDINATOR' },
  { sku: 'SOM-CX-ATV', type: 'RETURN', day: -18, quantity: 4, event: 'past', by: 'COORDINATOR' },
  { sku: 'RAD-HT-UHF', type: 'RETURN', day: -18, quantity: 11, lost: 1, event: 'past', by: 'COORDINATOR', note: 'Um rádio não foi devolvido pela equipe de segurança' },
  { sku: 'UNI-SEG-G', type: 'RETURN', day: -18, quantity: 8, event: 'past', by: 'COORDINATOR' },
  { sku: 'DESC-COPO-200', type: 'RETURN', day: -18, quantity: 1, event: 'past', by: 'COORDINATOR' },
  { sku: 'BEB-AGUA-500', type: 'RETURN', day: -18, quantity: 25, event: 'past', by: 'COORDINATOR' },
  // Restocking and a count after the fair.
  { sku: 'BEB-AGUA-500', type: 'ENTRY', day: -15, quantity: 40, by: 'MANAGER', note: 'NF 4512 - Distribuidora Fonte Clara' },
  { sku: 'CAD-PLA-BR', type: 'ADJUSTMENT', day: -10, quantity: -4, reason: 'Contagem mensal: 4 cadeiras quebradas no galpão', by: 'MANAGER' },
  { sku: 'UNI-GAR-M', type: 'LOSS', day: -7, quantity: 2, note: 'Manchados na lavanderia', by: 'MANAGER' },
  // The congress running now: items are out.
  { sku: 'CAD-TIF-DO', type: 'EXIT', day: -2, quantity: 120, event: 'current', by: 'COORDINATOR' },
  { sku: 'MES-RED-10', type: 'EXIT', day: -2, quantity: 15, event: 'current', by: 'COORDINATOR' },
  { sku: 'SOM-MIC-SF', type: 'EXIT', day: -2, quantity: 4, event: 'current', by: 'COORDINATOR' },
  { sku: 'RAD-HT-UHF', type: 'EXIT', day: -2, quantity: 10, event: 'current', by: 'COORDINATOR' },
  { sku: 'DESC-COPO-200', type: 'EXIT', day: -2, quantity: 5, event: 'current', by: 'COORDINATOR' },
  { sku: 'BEB-AGUA-500', type: 'EXIT', day: -2, quantity: 60, event: 'current', by: 'COORDINATOR' },
];

export async function seedInventoryDemo(context: AreaSeedContext): Promise<void> {
  const { trx, day, users, events } = context;
  const userOf = (role: DemoMovement['by']) => users.find((user) => user.role === role)?.id ?? null;
  const eventIdOf = (name: string) => events.find((event) => event.name === name)?.id ?? null;
  const eventIds = { past: eventIdOf(PAST_EVENT), current: eventIdOf(CURRENT_EVENT) };

  const items = await trx
    .insertInto('inventory_items')
    .values(
      DEMO_ITEMS.map((item) => ({
        sku: item.sku,
        name: item.name,
        category: item.category,
        unit: item.unit,
        type: item.type,
        minimum_stock: item.minimumStock,
        location: item.location,
        unit_cost: item.unitCost,
      })),
    )
    .returning(['id', 'sku', 'unit_cost'])
    .execute();
  const stock = new Map(items.map((item) => [item.sku, { id: item.id, cost: item.unit_cost, quantity: 0 }]));

  const purchases: DemoMovement[] = DEMO_ITEMS.map((item) => ({
    sku: item.sku,
    type: 'ENTRY',
    day: -60,
    quantity: item.purchased,
    note: 'Compra inicial do acervo',
    by: 'ADMIN',
  }));
  for (const movement of [...purchases, ...DEMO_MOVEMENTS]) {
    const eventId = movement.event ? eventIds[movement.event] : null;
    if (movement.event && eventId === null) continue; // the foundation's demo events changed: skip rather than fail
    const item = stock.get(movement.sku)!;
    const damaged = movement.damaged ?? 0;
    const lost = movement.lost ?? 0;
    const change =
      movement.type === 'EXIT' || movement.type === 'LOSS'
        ? -movement.quantity
        : movement.type === 'RETURN'
          ? movement.quantity - damaged
          : movement.quantity;
    item.quantity += change;
    if (item.quantity < 0) throw new Error(`inventory demo: ${movement.sku} would go negative`);
    await trx
      .insertInto('inventory_transactions')
      .values({
        item_id: item.id,
        type: movement.type,
        date: day(movement.day),
        quantity: movement.quantity,
        damaged,
        lost,
        stock_change: change,
        stock_after: item.quantity,
        unit_cost: item.cost,
        event_id: eventId,
        reason: movement.reason ?? null,
        note: movement.note ?? null,
        user_id: userOf(movement.by),
      })
      .execute();
  }
  for (const item of stock.values()) {
    await trx.updateTable('inventory_items').set({ quantity: item.quantity }).where('id', '=', item.id).execute();
  }
}
