import { EMPLOYEE_FUNCTIONS, parseMoneyInput, SERVICE_UNITS, type SaveService, type ServiceCatalogItem } from '@sge/shared/contract';
import { decimalToMoneyInput } from '../../lib/money';

export type ServiceFormValues = {
  name: string;
  description: string;
  unit: string;
  unitPrice: string;
  staffFunction: string;
  staffPerUnit: number | null;
  active: boolean;
};

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  name: '',
  description: '',
  unit: 'diária',
  unitPrice: '',
  staffFunction: '',
  staffPerUnit: 1,
  active: true,
};

export function toServiceFormValues(service: ServiceCatalogItem): ServiceFormValues {
  return {
    name: service.name,
    description: service.description ?? '',
    unit: service.unit,
    unitPrice: decimalToMoneyInput(service.unitPrice),
    staffFunction: service.staffFunction ?? '',
    staffPerUnit: service.staffPerUnit,
    active: service.active,
  };
}

export function toServicePayload(values: ServiceFormValues): SaveService {
  const unitPrice = parseMoneyInput(values.unitPrice);
  if (unitPrice === null) throw new Error(`Invalid price: ${values.unitPrice}`);
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    unit: values.unit,
    unitPrice,
    staffFunction: values.staffFunction || null,
    staffPerUnit: values.staffPerUnit ?? 1,
    active: values.active,
  };
}

/** The list's options plus the current value when it is not in it (editing never changes it silently). */
export function optionsWith(list: readonly string[], current?: string | null): { value: string; label: string }[] {
  const values: string[] = [...list];
  if (current && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: value }));
}

export const unitOptions = (current?: string) => optionsWith(SERVICE_UNITS, current);
export const functionOptions = (current?: string | null) => optionsWith(EMPLOYEE_FUNCTIONS, current);
