/**
 * The shared form (SPEC §2, §5): fields from a config (or a render prop for custom layouts),
 * per-field rule lists where the first failing rule gives the message, all fields checked on
 * submit, live re-validation once a field has been touched, 'Cancelar' restoring the initial
 * values and 'Salvar' disabled while any error shows or while saving.
 *
 * Every submit (a click on 'Salvar' or Enter in a field) shows the message of every invalid field
 * at once and focuses the first invalid control in page order. While errors show, 'Salvar' is
 * disabled through `aria-disabled` (looks and reads as disabled, cannot save) rather than the
 * native attribute: the blur of a field on the way to the button would otherwise disable it
 * before the click lands, and only that field would ever be flagged. Pressing 'Salvar' does not
 * take the focus from the field either (its mousedown is prevented): the field's blur would show
 * its message between the press and the release, the lines below would move, and a click released
 * off the moved button would never submit.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { GridItem } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Textarea } from '@chakra-ui/react/textarea';
import { DateInput } from './date-field';
import { FormField, formFieldIds, type FormControlProps } from './form-field';
import { INPUT_MASKS, type InputMask } from './input-masks';
import { rules as builtInRules, runRules, type ValidationRule } from './form-rules';

/** Values of a form, by field name. */
export type FormValues = Record<string, unknown>;

/** Kinds of control the form renders. */
export type FormFieldType = 'text' | 'email' | 'password' | 'number' | 'textarea' | 'select' | 'checkbox' | 'date' | 'money';

/** One option of a select field. */
export interface FormSelectOption {
  label: string;
  value: string;
}

/** Configuration of one form field. */
export interface FormFieldConfig<V extends object = FormValues> {
  name: Extract<keyof V, string>;
  label: string;
  /**
   * Control kind (default 'text'). Values: text/email/password/textarea/date/select → string
   * (date: typed `dd/mm/aaaa`, the value YYYY-MM-DD; while incomplete, the text typed, which
   * `rules.date` — added to every date field — refuses with 'Data inválida'); number → number | null; money → the text typed (e.g. "1.234,50", parse it
   * with `parseMoneyInput` from the contract); checkbox → boolean.
   */
  type?: FormFieldType;
  /** Options of a select. */
  options?: FormSelectOption[];
  /** Rules, checked in order; the first failure is the message shown. */
  rules?: ValidationRule<V>[];
  placeholder?: string;
  helperText?: string;
  /** Shows an asterisk, and adds `rules.required` first when the rules lack it. */
  required?: boolean;
  autoComplete?: string;
  /**
   * A text field laid out as the user types: 'cpf' 000.000.000-00, 'phone' (00) 00000-0000,
   * 'cep' 00000-000; brings up the numeric keyboard (`inputMode="numeric"`). The value is the
   * masked text (take its digits for the payload).
   */
  mask?: InputMask;
  disabled?: boolean;
  /** Spans the whole row in a multi-column form. Default: true for textarea. */
  fullWidth?: boolean;
}

/** What the render prop of {@link SharedForm} receives. */
export interface SharedFormApi<V extends object> {
  values: V;
  /** Messages shown now (touched fields only). */
  errors: Partial<Record<Extract<keyof V, string>, string>>;
  touched: Partial<Record<Extract<keyof V, string>, boolean>>;
  isSaving: boolean;
  /** True when any message shows (the save button is disabled). */
  hasErrors: boolean;
  setValue: <K extends Extract<keyof V, string>>(name: K, value: V[K]) => void;
  /** Marks a field touched: its errors show and update live from then on. */
  touch: (name: Extract<keyof V, string>) => void;
  /** Restores the initial values and clears the touched state. */
  reset: () => void;
  /** Renders the default control of a field (by config, or by the name of one in `fields`). */
  renderField: (field: FormFieldConfig<V> | Extract<keyof V, string>) => ReactNode;
}

/** Props of {@link SharedForm}. */
export interface SharedFormProps<V extends object> {
  initialValues: V;
  /** Called with the values when every rule passes; the save button spins until it settles. */
  onSubmit: (values: V) => void | Promise<void>;
  /** Field configs: rendered in order unless `children` is given; their rules always apply. */
  fields?: FormFieldConfig<V>[];
  /** Extra rules by field name (useful with a custom layout). */
  rules?: Partial<Record<Extract<keyof V, string>, ValidationRule<V>[]>>;
  /** Custom layout; the 'Cancelar'/'Salvar' buttons are still rendered below it. */
  children?: (form: SharedFormApi<V>) => ReactNode;
  /** Called after 'Cancelar' has reset the form. */
  onCancel?: () => void;
  /** Default 'Salvar'. */
  submitLabel?: string;
  /** Default 'Cancelar'. */
  cancelLabel?: string;
  /** Hides the 'Cancelar' button. */
  hideCancel?: boolean;
  /** Columns of the field grid from the md breakpoint up. Default 1. */
  columns?: 1 | 2 | 3;
  /** Disables every control and the buttons. */
  disabled?: boolean;
  /**
   * The submit button never looks disabled, even while errors show (a public form on a phone: a
   * grey button reads as broken); each press shows every error again and focuses the first.
   */
  submitAlwaysEnabled?: boolean;
  /** Form id (lets a button elsewhere, e.g. in a dialog footer, submit it with `form=`). */
  id?: string;
  'aria-label'?: string;
}

/** The pt-BR texts of the form (SPEC §2). */
export const SHARED_FORM_TEXTS = { cancel: 'Cancelar', submit: 'Salvar', selectPlaceholder: 'Selecione...' } as const;

type Name<V> = Extract<keyof V, string>;

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]';

/**
 * The control of each invalid field: the element with the control id, or else the form's named
 * control (e.g. a checkbox's input), or else a focusable element inside the id (a custom group).
 */
function controlOf(form: HTMLFormElement | null, id: string, name: string): HTMLElement | null {
  const byId = document.getElementById(id);
  if (byId && byId.matches(FOCUSABLE)) return byId;
  const named = form?.elements.namedItem(name);
  if (named instanceof HTMLElement) return named;
  if (named && 'length' in named && named[0] instanceof HTMLElement) return named[0];
  return byId?.querySelector<HTMLElement>(FOCUSABLE) ?? byId;
}

/** Focuses the invalid control that comes first on the page (not in the order of the rules). */
function focusFirst(form: HTMLFormElement | null, invalid: [id: string, name: string][]): void {
  const controls = invalid.map(([id, name]) => controlOf(form, id, name)).filter((el): el is HTMLElement => el !== null);
  controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  controls[0]?.focus();
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * A generic form. Give `fields` for the default layout, or `children` (a render prop) for a custom
 * one. To load other initial values (e.g. editing another item), remount it with a `key`.
 */
export function SharedForm<V extends object>({
  initialValues,
  onSubmit,
  fields = [],
  rules: extraRules,
  children,
  onCancel,
  submitLabel = SHARED_FORM_TEXTS.submit,
  cancelLabel = SHARED_FORM_TEXTS.cancel,
  hideCancel = false,
  columns = 1,
  disabled = false,
  submitAlwaysEnabled = false,
  id,
  'aria-label': ariaLabel,
}: SharedFormProps<V>) {
  const generatedId = useId().replace(/:/g, '');
  const formId = id ?? `form-${generatedId}`;
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Name<V>, boolean>>>({});
  const [isSaving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ruleMap = useMemo(() => {
    const map = new Map<Name<V>, ValidationRule<V>[]>();
    for (const field of fields) {
      const list = [...(field.rules ?? [])];
      if (field.type === 'date' && !list.includes(builtInRules.date)) list.unshift(builtInRules.date);
      if (field.required && !list.includes(builtInRules.required)) list.unshift(builtInRules.required);
      map.set(field.name, list);
    }
    for (const [name, list] of Object.entries(extraRules ?? {}) as [Name<V>, ValidationRule<V>[]][]) {
      map.set(name, [...(map.get(name) ?? []), ...list]);
    }
    return map;
  }, [fields, extraRules]);

  const validate = useCallback(
    (current: V, only?: Partial<Record<Name<V>, boolean>>) => {
      const result: Partial<Record<Name<V>, string>> = {};
      for (const [name, list] of ruleMap) {
        if (only && !only[name]) continue;
        const message = runRules(list, current[name], current);
        if (message) result[name] = message;
      }
      return result;
    },
    [ruleMap],
  );

  const errors = useMemo(() => validate(values, touched), [validate, values, touched]);
  const hasErrors = Object.keys(errors).length > 0;
  const controlId = (name: string) => `${formId}-${name}`;

  const setValue = useCallback(<K extends Name<V>>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);
  const touch = useCallback((name: Name<V>) => {
    setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
  }, []);
  const reset = useCallback(() => {
    setValues(initialValues);
    setTouched({});
  }, [initialValues]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || disabled) return;
    const allTouched = Object.fromEntries([...ruleMap.keys()].map((name) => [name, true])) as Partial<Record<Name<V>, boolean>>;
    setTouched((prev) => ({ ...prev, ...allTouched }));
    const all = validate(values);
    const invalid = [...ruleMap.keys()].filter((name) => all[name]);
    if (invalid.length > 0) {
      focusFirst(formRef.current, invalid.map((name) => [controlId(name), name]));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
    } catch {
      // The caller reports failures (the http client notifies); the form keeps the values.
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  const renderField = (fieldOrName: FormFieldConfig<V> | Name<V>): ReactNode => {
    const field = typeof fieldOrName === 'string' ? fields.find((f) => f.name === fieldOrName) : fieldOrName;
    if (!field) return null;
    const { name, label, type = 'text' } = field;
    const value = values[name];
    const error = errors[name];
    const fieldDisabled = disabled || isSaving || field.disabled;
    const required = field.required || ruleMap.get(name)?.includes(builtInRules.required);
    const common = (control: FormControlProps) => ({
      ...control,
      name,
      disabled: fieldDisabled,
      onBlur: () => touch(name),
    });

    if (type === 'checkbox') {
      const ids = formFieldIds(controlId(name));
      return (
        <Field.Root key={name} id={ids.control} ids={{ errorText: ids.errorText, helperText: ids.helperText }} invalid={Boolean(error)} disabled={fieldDisabled}>
          <Checkbox.Root
            checked={Boolean(value)}
            onCheckedChange={(e) => {
              setValue(name, (e.checked === true) as V[typeof name]);
              touch(name);
            }}
            disabled={fieldDisabled}
            invalid={Boolean(error)}
            name={name}
          >
            <Checkbox.HiddenInput
              aria-describedby={
                [error ? ids.errorText : null, field.helperText && !error ? ids.helperText : null].filter(Boolean).join(' ') || undefined
              }
              aria-invalid={error ? true : undefined}
              onBlur={() => touch(name)}
            />
            <Checkbox.Control />
            <Checkbox.Label>
              {label}
              {required && (
                <chakra.span aria-hidden="true" color="fg.error" ms="1">
                  *
                </chakra.span>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
          {field.helperText && !error && <Field.HelperText>{field.helperText}</Field.HelperText>}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      );
    }

    let control: (props: FormControlProps) => ReactNode;
    switch (type) {
      case 'textarea':
        control = (props) => (
          <Textarea
            {...common(props)}
            value={asText(value)}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            rows={4}
            onChange={(e) => setValue(name, e.target.value as V[typeof name])}
          />
        );
        break;
      case 'select':
        control = (props) => (
          <NativeSelect.Root disabled={fieldDisabled}>
            <NativeSelect.Field
              {...common(props)}
              value={asText(value)}
              autoComplete={field.autoComplete}
              onChange={(e) => {
                setValue(name, e.target.value as V[typeof name]);
                touch(name);
              }}
            >
              <option value="">{field.placeholder ?? SHARED_FORM_TEXTS.selectPlaceholder}</option>
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
        break;
      case 'date':
        control = (props) => (
          <DateInput
            {...common(props)}
            value={asText(value)}
            onChange={(next) => setValue(name, next as V[typeof name])}
          />
        );
        break;
      case 'number':
        control = (props) => (
          <Input
            {...common(props)}
            type="number"
            inputMode="decimal"
            value={asText(value)}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            onChange={(e) => setValue(name, (e.target.value === '' ? null : Number(e.target.value)) as V[typeof name])}
          />
        );
        break;
      case 'money':
        control = (props) => (
          <InputGroup startElement="R$">
            <Input
              {...common(props)}
              type="text"
              inputMode="decimal"
              value={asText(value)}
              placeholder={field.placeholder ?? '0,00'}
              autoComplete={field.autoComplete ?? 'off'}
              onChange={(e) => setValue(name, e.target.value as V[typeof name])}
            />
          </InputGroup>
        );
        break;
      default:
        if (field.mask && type === 'text') {
          const mask = INPUT_MASKS[field.mask];
          control = (props) => (
            <Input
              {...common(props)}
              type="text"
              inputMode="numeric"
              value={mask.apply(asText(value))}
              placeholder={field.placeholder ?? mask.placeholder}
              autoComplete={field.autoComplete}
              onChange={(e) => setValue(name, mask.apply(e.target.value) as V[typeof name])}
            />
          );
          break;
        }
        control = (props) => (
          <Input
            {...common(props)}
            type={type}
            value={asText(value)}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            onChange={(e) => setValue(name, e.target.value as V[typeof name])}
          />
        );
    }

    return (
      <FormField
        key={name}
        id={controlId(name)}
        label={label}
        error={error}
        helperText={field.helperText}
        required={required}
        disabled={fieldDisabled}
      >
        {control}
      </FormField>
    );
  };

  const api: SharedFormApi<V> = { values, errors, touched, isSaving, hasErrors, setValue, touch, reset, renderField };

  return (
    <chakra.form ref={formRef} id={formId} noValidate aria-label={ariaLabel} onSubmit={handleSubmit} width="full">
      <Stack gap="6">
        {children ? (
          children(api)
        ) : (
          <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
            {fields.map((field) => (
              <GridItem key={field.name} colSpan={{ base: 1, md: field.fullWidth ?? field.type === 'textarea' ? columns : 1 }}>
                {renderField(field)}
              </GridItem>
            ))}
          </SimpleGrid>
        )}
        <Flex gap="3" justify="flex-end" wrap="wrap" data-form-actions="">
          {!hideCancel && (
            <Button
              type="button"
              variant="outline"
              disabled={isSaving || disabled}
              onClick={() => {
                reset();
                onCancel?.();
              }}
            >
              {cancelLabel}
            </Button>
          )}
          <Button
            type="submit"
            colorPalette="gold"
            loading={isSaving}
            loadingText={submitLabel}
            disabled={disabled}
            aria-disabled={(hasErrors && !submitAlwaysEnabled) || undefined}
            // Pressing keeps the focus in the field: its blur would show its error before the
            // release, the layout would shift under the pointer and the click land elsewhere, so
            // only that field would ever be flagged. The click checks every field at once.
            onMouseDown={(e) => e.preventDefault()}
          >
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
