/** Rows for the inventory component tests, shaped like the API's answers. */
import type { Event, InventoryItem, InventoryOverview, InventoryTransaction } from '@sge/shared/contract';

export const anItem = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 1,
  name: 'Cadeira Tiffany dourada',
  sku: 'CAD-TIF-DO',
  category: 'Mobiliário',
  unit: 'un',
  type: 'EQUIPMENT',
  quantity: 40,
  minimumStock: 150,
  location: 'Galpão A',
  unitCost: '129.90',
  totalValue: '5196.00',
  lowStock: true,
  atEvents: 120,
  hasMovements: true,
  active: true,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
  ...overrides,
});

export const water = anItem({
  id: 2,
  name: 'Água mineral 500 ml',
  sku: 'BEB-AGUA-500',
  category: 'Bebidas',
  unit: 'fardo',
  type: 'CONSUMABLE',
  quantity: 45,
  minimumStock: 40,
  unitCost: '14.40',
  totalValue: '648.00',
  lowStock: false,
  atEvents: 60,
});

export const table = anItem({ id: 3, name: 'Mesa redonda', sku: 'MES-RED', quantity: 0, minimumStock: 0, lowStock: false, atEvents: 0, hasMovements: false, totalValue: '0.00' });

export const aTransaction = (overrides: Partial<InventoryTransaction> = {}): InventoryTransaction => ({
  id: 1,
  itemId: 1,
  itemName: 'Cadeira Tiffany dourada',
  itemSku: 'CAD-TIF-DO',
  itemUnit: 'un',
  type: 'EXIT',
  date: '2026-11-22',
  quantity: 120,
  damaged: 0,
  lost: 0,
  stockChange: -120,
  stockAfter: 40,
  unitCost: '129.90',
  eventId: 2,
  eventName: 'Congresso Médico',
  reason: null,
  note: null,
  userId: 3,
  userName: 'Roberto Alves Pinheiro',
  createdAt: '2026-11-22T12:00:00.000Z',
  ...overrides,
});

export const anOverview = (overrides: Partial<InventoryOverview> = {}): InventoryOverview => ({
  totals: { items: 2, equipment: 1, consumables: 1, units: 85, stockValue: '5844.00', lowStock: 1, atEvents: 180, inactive: 0 },
  lowStock: [anItem()],
  recentTransactions: [aTransaction()],
  ...overrides,
});

export const anEvent = (overrides: Partial<Event> = {}): Event => ({
  id: 2,
  name: 'Congresso Médico',
  location: 'São Paulo - SP',
  description: null,
  eventDays: [],
  isFinalized: false,
  summary: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

/** A page of a paged list, as the API answers it (`{ data, meta }`). */
export const aPage = <T>(data: T[], meta: Partial<{ total: number; page: number; pageSize: number }> = {}) => ({
  data,
  meta: { total: data.length, page: 1, pageSize: 25, ...meta },
});
