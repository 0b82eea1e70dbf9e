import { useState } from 'react';
import { INVALID_TIME } from '@sge/shared/format';
import { DateField, FormField, Input, NativeSelect } from '@sge/shared/ui';

export interface TestFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'date' | 'time';
  placeholder?: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `hh:mm`, 24 h (a real time of day): whether the text is one. */
export const isTimeText = (text: string): boolean => TIME.test(text);

/** The mask of a 24 h time: what was typed (or pasted) → `hh`, `hh:mm` as the digits come. */
export function maskTimeText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/**
 * A moment typed as the page's date (`yyyy-mm-dd`) and a 24 h time (`hh:mm`), on this device's clock,
 * as ISO 8601; undefined until both are whole.
 */
export function toIsoMoment(date: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isTimeText(time)) return undefined;
  const moment = new Date(`${date}T${time}:00`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** A 24 h time field, `hh:mm` whatever the browser's language; 'Hora inválida' once an incomplete time is left. */
function TimeTestField({ label, value, onChange }: Pick<TestFieldProps, 'label' | 'value' | 'onChange'>) {
  const [left, setLeft] = useState(false);
  const error = left && value !== '' && !isTimeText(value) ? INVALID_TIME : null;
  return (
    <FormField label={label} error={error}>
      <Input
        inputMode="numeric"
        value={value}
        placeholder="hh:mm"
        maxLength={5}
        autoComplete="off"
        onChange={(e) => {
          setLeft(false);
          onChange(maskTimeText(e.target.value));
        }}
        onBlur={() => setLeft(true)}
      />
    </FormField>
  );
}

/**
 * A labelled input of the developer test pages: a date is the shared dd/mm/aaaa field (value
 * YYYY-MM-DD), a time a 24 h `hh:mm` field.
 */
export function TestField({ label, value, onChange, type = 'text', placeholder }: TestFieldProps) {
  if (type === 'date') return <DateField label={label} value={value} onChange={onChange} />;
  if (type === 'time') return <TimeTestField label={label} value={value} onChange={onChange} />;
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
