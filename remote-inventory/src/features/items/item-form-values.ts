/**
 * The item form's values and their conversion to and from the contract. Money stays a decimal
 * string the whole way ('1.234,50' typed → '1234.50' sent): no float ever touches it.
 */
import {
  INVENTORY_CATEGORIES,
  INVENTORY_UNITS,
  parseMoneyInput,
  type CreateInventoryItem,
  type InventoryItem,
  type InventoryItemType,
} from '@sge/shared/contract';

/** A type alias (not an interface) so it fits SharedForm's `Record<string, unknown>` values. */
export type ItemFormValues = {
  name: string;
  sku: string;
  category: string;
  unit: string;
  type: string;
  minimumStock: number | null;
  location: string;
  /** As typed, pt-BR ('1.234,50'). */
  unitCost: string;
  initialQuantity: number | null;
  active: boolean;
};

export const EMPTY_ITEM_FORM: ItemFormValues = {
  name: '',
  sku: '',
  category: '',
  unit: 'un',
  type: 'EQUIPMENT',
  minimumStock: 0,
  location: '',
  unitCost: '',
  initialQuantity: 0,
  active: true,
};

/** '1234.50' → '1.234,50' (string work only). */
export function decimalToMoneyInput(decimal: string): string {
  const [int = '0', frac = ''] = decimal.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac.padEnd(2, '0').slice(0, 2)}`;
}

export function toItemFormValues(item: InventoryItem): ItemFormValues {
  return {
    name: item.name,
    sku: item.sku,
    category: item.category,
    unit: item.unit,
    type: item.type,
    minimumStock: item.minimumStock,
    location: item.location ?? '',
    unitCost: decimalToMoneyInput(item.unitCost),
    initialQuantity: null,
    active: item.active,
  };
}

/** The request body of valid form values; `initialQuantity` only when creating. */
export function toItemPayload(values: ItemFormValues, creating: boolean): CreateInventoryItem {
  const unitCost = parseMoneyInput(values.unitCost);
  if (unitCost === null) throw new Error(`Invalid unit cost: ${values.unitCost}`);
  return {
    name: values.name.trim(),
    sku: values.sku.trim().toUpperCase(),
    category: values.category,
    unit: values.unit,
    type: values.type as InventoryItemType,
    minimumStock: values.minimumStock ?? 0,
    location: values.location.trim() || null,
    unitCost,
    active: values.active,
    ...(creating && values.initialQuantity ? { initialQuantity: values.initialQuantity } : {}),
  };
}

/** The contract's list plus an item's current value when it is not in it (editing never silently changes it). */
export function optionsWith(list: readonly string[], current?: string): string[] {
  const options = [...list];
  if (current && !options.includes(current)) options.push(current);
  return options;
}

export const categoryOptions = (current?: string) => optionsWith(INVENTORY_CATEGORIES, current);
export const unitOptions = (current?: string) => optionsWith(INVENTORY_UNITS, current);
