/**
 * Local stand-in for the shared form of SPEC §2/§5 (not yet exported by @sge/shared/ui).
 * Each field has a list of rules and the first failing one gives its message; a field's errors show
 * (and then follow every change) once it has been touched; submit checks every field; 'Salvar' is
 * disabled while an error shows or while saving; 'Cancelar' restores the initial values.
 */
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Field, HStack, Input, InputGroup, NativeSelect, Stack, type InputProps } from '@sge/shared/ui';

/** A validation rule: true when the value is fine, else the pt-BR message to show. */
export type FieldRule<V> = (value: V) => true | string;

interface BaseField<T, K extends keyof T> {
  name: K;
  label: string;
  rules?: FieldRule<T[K]>[];
  /** Marks the label as required; the rules do the checking. */
  required?: boolean;
  helperText?: string;
}

export interface TextFieldConfig<T, K extends keyof T> extends BaseField<T, K> {
  type?: 'text' | 'email' | 'tel';
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Shown inside the input, before the value (e.g. 'R$'). */
  startElement?: ReactNode;
}

export interface SelectFieldConfig<T, K extends keyof T> extends BaseField<T, K> {
  type: 'select';
  options: { value: string; label: string }[];
  /** The empty first option. */
  placeholder?: string;
}

export interface CheckboxFieldConfig<T, K extends keyof T> extends BaseField<T, K> {
  type: 'checkbox';
}

/** One field of a {@link SharedForm}: checkboxes for boolean values, inputs or selects for strings. */
export type FormField<T> = {
  [K in keyof T]: T[K] extends boolean
    ? CheckboxFieldConfig<T, K>
    : T[K] extends string
      ? TextFieldConfig<T, K> | SelectFieldConfig<T, K>
      : never;
}[keyof T];

export interface SharedFormProps<T> {
  fields: FormField<T>[];
  initialValues: T;
  /**
   * Receives valid values; 'Salvar' stays busy until it settles. It handles its own failures (the
   * form keeps everything typed either way).
   */
  onSubmit: (values: T) => Promise<void> | void;
  /** Called after 'Cancelar' restored the initial values. */
  onCancel?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** Accessible name of the form. */
  'aria-label'?: string;
}

type Errors<T> = Partial<Record<keyof T, string>>;

function firstError<T, K extends keyof T>(field: BaseField<T, K>, value: T[K]): string | undefined {
  for (const rule of field.rules ?? []) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return undefined;
}

function validate<T>(fields: FormField<T>[], values: T, only?: ReadonlySet<keyof T>): Errors<T> {
  const errors: Errors<T> = {};
  for (const field of fields) {
    if (only && !only.has(field.name)) continue;
    const message = firstError(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}

export function SharedForm<T>({
  fields,
  initialValues,
  onSubmit,
  onCancel,
  submitLabel = 'Salvar',
  cancelLabel = 'Cancelar',
  'aria-label': ariaLabel,
}: SharedFormProps<T>) {
  const [values, setValues] = useState<T>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<keyof T>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();

  const errors = useMemo(() => validate(fields, values, touched), [fields, values, touched]);
  const hasErrors = Object.keys(errors).length > 0;

  const touch = (name: keyof T) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
  const setValue = <K extends keyof T>(name: K, value: T[K]) => setValues((v) => ({ ...v, [name]: value }));
  const fieldId = (name: keyof T) => `${ids}-${String(name)}`;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTouched(new Set(fields.map((f) => f.name)));
    const allErrors = validate(fields, values);
    const invalid = fields.find((f) => allErrors[f.name]);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[id="${fieldId(invalid.name)}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  const handleCancel = () => {
    setValues(initialValues);
    setTouched(new Set());
    onCancel?.();
  };

  const renderField = (field: FormField<T>) => {
    const error = errors[field.name];
    const id = fieldId(field.name);
    if (field.type === 'checkbox') {
      const checked = values[field.name] as boolean;
      return (
        <Checkbox.Root
          key={String(field.name)}
          ids={{ hiddenInput: id }}
          checked={checked}
          onCheckedChange={(e) => {
            setValue(field.name, (e.checked === true) as T[typeof field.name]);
            touch(field.name);
          }}
          colorPalette="gold"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{field.label}</Checkbox.Label>
        </Checkbox.Root>
      );
    }
    const value = values[field.name] as string;
    const onChange = (next: string) => setValue(field.name, next as T[typeof field.name]);
    return (
      <Field.Root key={String(field.name)} ids={{ control: id }} invalid={Boolean(error)} required={field.required}>
        <Field.Label>
          {field.label}
          <Field.RequiredIndicator />
        </Field.Label>
        {field.type === 'select' ? (
          <NativeSelect.Root>
            <NativeSelect.Field
              value={value}
              onChange={(e) => {
                onChange(e.target.value);
                touch(field.name);
              }}
              onBlur={() => touch(field.name)}
            >
              <option value="">{field.placeholder ?? 'Selecione'}</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <InputGroup startElement={field.startElement}>
            <Input
              type={field.type ?? 'text'}
              value={value}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete ?? 'off'}
              maxLength={field.maxLength}
              onChange={(e) => onChange(e.target.value)}
              onBlur={() => touch(field.name)}
            />
          </InputGroup>
        )}
        {field.helperText && !error && <Field.HelperText>{field.helperText}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate aria-label={ariaLabel}>
      <Stack gap="4">
        {fields.map(renderField)}
        <HStack justify="flex-end" gap="2" pt="2">
          <Button type="button" variant="outline" onClick={handleCancel} disabled={saving}>
            {cancelLabel}
          </Button>
          <Button type="submit" colorPalette="gold" loading={saving} disabled={hasErrors || saving}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
