import { DateField, FormField, Input, NativeSelect } from '@sge/shared/ui';

export interface TestFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  placeholder?: string;
}

/** A labelled input of the developer test pages (a date: the shared dd/mm/aaaa field, value YYYY-MM-DD). */
export function TestField({ label, value, onChange, type = 'text', placeholder }: TestFieldProps) {
  if (type === 'date') return <DateField label={label} value={value} onChange={onChange} />;
  return (
    <FormField label={label}>
      <Input
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        min={type === 'number' ? 1 : undefined}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}

export interface TestSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

/** A labelled select of the developer test pages. */
export function TestSelect({ label, value, onChange, options }: TestSelectProps) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** A positive integer typed in a test field, or null. */
export function positiveId(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
