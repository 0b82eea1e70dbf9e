/**
 * The one date field of SGE (issue 15): typed and shown as `dd/mm/aaaa` whatever the browser's
 * language, its value an ISO `yyyy-mm-dd` string so forms and calls do not change.
 *
 * A masked text field rather than Chakra's DateInput/DatePicker: those bring Zag's date machines and
 * `@internationalized/date` (about 45 KiB gzip of sources before minification, DatePicker adding its
 * positioning engine) into this entry, which ships whole to every first load, `/login` included. A
 * text field also takes a paste, autofill and a plain `fill` in the journeys, and reads as one field
 * instead of three spin buttons. Its calendar button opens the browser's own date picker (an
 * invisible native input that is never typed into, not focusable and hidden from assistive
 * technology), so the calendar costs nothing either.
 *
 * Pieces: {@link DateInput} (the control, for a {@link FormField} or the shared form's 'date'
 * fields), {@link DateField} (label + control + 'Data inválida'), {@link DateRangeField} (a period
 * 'De'–'Até' for filters) and {@link DaysField} (a list of days with 'Adicionar data').
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { chakra, type SystemStyleObject } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Wrap } from '@chakra-ui/react/wrap';
import { FormField, type FormControlProps } from './form-field';
import { CalendarIcon, CloseIcon, PlusIcon } from './icons';

/** The pt-BR texts of the date fields. */
export const DATE_FIELD_TEXTS = {
  placeholder: 'dd/mm/aaaa',
  invalid: 'Data inválida',
  openCalendar: 'Abrir calendário',
  from: 'De',
  to: 'Até',
  endBeforeStart: 'A data final deve ser igual ou posterior à inicial',
  add: 'Adicionar data',
  duplicate: 'Esta data já foi adicionada',
  remove: (date: string) => `Remover data ${date}`,
} as const;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const isCalendarDate = (y: number, m: number, d: number): boolean => {
  if (y < 1000 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** `dd/mm/aaaa` (a real calendar date) → `yyyy-mm-dd`; null for anything else. */
export function parseDateText(text: string): string | null {
  const match = BR.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  return isCalendarDate(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}

/** True for a real calendar date written `yyyy-mm-dd`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO.exec(value);
  return Boolean(match) && isCalendarDate(Number(match![1]), Number(match![2]), Number(match![3]));
}

/** How a value shows in the field: `yyyy-mm-dd` → `dd/mm/aaaa`; any other text as it is. */
export function formatDateText(value: string): string {
  const match = ISO.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * The mask: what was typed (or pasted) → `dd`, `dd/mm`, `dd/mm/aaaa` as the digits come, slashes
 * added by the field. A whole `yyyy-mm-dd` (a paste, autofill) becomes `dd/mm/aaaa`.
 */
export function maskDateText(raw: string): string {
  const trimmed = raw.trim();
  if (ISO.test(trimmed)) return formatDateText(trimmed);
  const digits = trimmed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

type HTMLInputWithPicker = HTMLInputElement & { showPicker?: () => void };

/** Props of {@link DateInput}. */
export interface DateInputProps extends Partial<FormControlProps> {
  /** `yyyy-mm-dd`, or '' (a form may also hand back the invalid text the field gave it). */
  value: string;
  /**
   * Called as the text changes: `yyyy-mm-dd` once it is a real date, '' when cleared; while it is
   * incomplete or impossible, the text typed (`invalidAs="text"`, the default: the form's
   * `rules.date` refuses it with 'Data inválida') or '' (`invalidAs="empty"`, for filters).
   */
  onChange: (value: string) => void;
  invalidAs?: 'text' | 'empty';
  /** The text as shown, on every change (lets a field tell an incomplete date from an empty one). */
  onTextChange?: (text: string) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  name?: string;
  disabled?: boolean;
  /** Name when no label is tied to the field. */
  'aria-label'?: string;
}

/**
 * The date control: a text field masked `dd/mm/aaaa` with a calendar button. Place it in a
 * {@link FormField} (as a function child, spreading the control props) or use {@link DateField}.
 */
export function DateInput({
  value,
  onChange,
  invalidAs = 'text',
  onTextChange,
  onBlur,
  onKeyDown,
  name,
  disabled,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-required': ariaRequired,
  'aria-label': ariaLabel,
}: DateInputProps) {
  const [text, setText] = useState(() => formatDateText(value));
  // The last value handed to onChange: a new `value` from outside (reset, another item) replaces
  // the text; our own echo does not (it would wipe an incomplete date held as '').
  const emitted = useRef(value);
  const picker = useRef<HTMLInputWithPicker>(null);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const next = formatDateText(value);
    setText(next);
    onTextChange?.(next);
    // Only a new value from outside matters here, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const emit = (next: string) => {
    emitted.current = next;
    if (next !== value) onChange(next);
  };

  const change = (raw: string) => {
    const masked = maskDateText(raw);
    setText(masked);
    onTextChange?.(masked);
    const iso = parseDateText(masked);
    emit(masked === '' ? '' : (iso ?? (invalidAs === 'text' ? masked : '')));
  };

  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = isIsoDate(value) ? value : '';
    try {
      input.showPicker?.();
    } catch {
      // No picker in this browser (or not now): the text field still takes the date.
    }
  };

  return (
    <InputGroup
      endElement={
        <>
          <IconButton
            type="button"
            aria-label={DATE_FIELD_TEXTS.openCalendar}
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={openCalendar}
          >
            <CalendarIcon />
          </IconButton>
          <chakra.input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="date-picker-native"
            onChange={(e) => {
              if (isIsoDate(e.target.value)) change(e.target.value);
            }}
            position="absolute"
            inset="0"
            opacity={0}
            pointerEvents="none"
            width="full"
            height="full"
            border="0"
            p="0"
          />
        </>
      }
      endElementProps={{ pointerEvents: 'auto', pe: '1' }}
    >
      <Input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={DATE_FIELD_TEXTS.placeholder}
        value={text}
        disabled={disabled}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-required={ariaRequired}
        aria-label={ariaLabel}
        onChange={(e) => change(e.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
    </InputGroup>
  );
}

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** Visible label, tied to the field. */
  label: ReactNode;
  /** `yyyy-mm-dd` or ''. */
  value: string;
  /** `yyyy-mm-dd` once a real date is typed; '' when cleared or while the date is incomplete. */
  onChange: (value: string) => void;
  /** A message from the caller (shown before 'Data inválida'). */
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  labelHidden?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  css?: SystemStyleObject;
}

/** Label + date control + helper/error; 'Data inválida' once an incomplete or impossible date is left. */
export function DateField({ label, value, onChange, error, helperText, required, disabled, id, labelHidden, onKeyDown, css }: DateFieldProps) {
  const [text, setText] = useState(() => formatDateText(value));
  const [left, setLeft] = useState(false);
  const invalid = text !== '' && parseDateText(text) === null;
  const message = error || (left && invalid ? DATE_FIELD_TEXTS.invalid : null);
  return (
    <FormField label={label} error={message} helperText={helperText} required={required} disabled={disabled} id={id} labelHidden={labelHidden} css={css}>
      {(control) => (
        <DateInput
          {...control}
          value={value}
          onChange={onChange}
          invalidAs="empty"
          onTextChange={(next) => {
            setText(next);
            if (parseDateText(next) !== null || next === '') setLeft(false);
          }}
          onBlur={() => setLeft(true)}
          onKeyDown={onKeyDown}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/** A period: both ends `yyyy-mm-dd` or ''. */
export interface DateRangeValue {
  from: string;
  to: string;
}

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Default 'De'. */
  fromLabel?: ReactNode;
  /** Default 'Até'. */
  toLabel?: ReactNode;
  /** Messages from the caller, per end. */
  errors?: { from?: string | null; to?: string | null };
  required?: boolean;
  disabled?: boolean;
  /**
   * Shows 'A data final deve ser igual ou posterior à inicial' under the end when it comes before
   * the start. Default true.
   */
  checkOrder?: boolean;
  /** Styles of each field's root (e.g. a max width). */
  fieldCss?: SystemStyleObject;
}

/** True when both ends are dates and the end comes before the start. */
export const isRangeReversed = ({ from, to }: DateRangeValue): boolean => isIsoDate(from) && isIsoDate(to) && to < from;

/**
 * The shared period field of the filters: a 'De' and an 'Até' date field. The two fields are
 * siblings (no wrapper), so they take their places in the caller's grid or row.
 */
export function DateRangeField({ value, onChange, fromLabel = DATE_FIELD_TEXTS.from, toLabel = DATE_FIELD_TEXTS.to, errors, required, disabled, checkOrder = true, fieldCss }: DateRangeFieldProps) {
  const reversed = checkOrder && isRangeReversed(value);
  return (
    <>
      <DateField label={fromLabel} value={value.from} onChange={(from) => onChange({ ...value, from })} error={errors?.from} required={required} disabled={disabled} css={fieldCss} />
      <DateField
        label={toLabel}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        error={errors?.to || (reversed ? DATE_FIELD_TEXTS.endBeforeStart : null)}
        required={required}
        disabled={disabled}
        css={fieldCss}
      />
    </>
  );
}

/** Props of {@link DaysField}. */
export interface DaysFieldProps {
  /** `yyyy-mm-dd` days, sorted. */
  value: string[];
  onChange: (days: string[]) => void;
  /** The group's legend (e.g. 'Datas do evento'). */
  legend: ReactNode;
  /** The date field's label. Default 'Data'. */
  label?: ReactNode;
  /** Name of the list of chosen days. */
  listLabel: string;
  /** Shown when no day is chosen. */
  emptyText?: ReactNode;
  /** Id of the date field (a form focuses it when the days are missing). */
  id?: string;
  /** A message from the caller (e.g. 'Campo obrigatório'). */
  error?: string | null;
  /** Default 'Data inválida'. */
  invalidMessage?: string;
  /** Default 'Esta data já foi adicionada'. */
  duplicateMessage?: string;
  disabled?: boolean;
}

/** Formats a `yyyy-mm-dd` day as shown in the list (`dd/mm/aaaa`). */
const shown = formatDateText;

/** A list of days: a date field with 'Adicionar data' (or Enter), and each chosen day with its remove button. */
export function DaysField({
  value,
  onChange,
  legend,
  label = 'Data',
  listLabel,
  emptyText,
  id,
  error,
  invalidMessage = DATE_FIELD_TEXTS.invalid,
  duplicateMessage = DATE_FIELD_TEXTS.duplicate,
  disabled,
}: DaysFieldProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  const add = () => {
    if (!isIsoDate(draft)) return setDraftError(invalidMessage);
    if (value.includes(draft)) return setDraftError(duplicateMessage);
    onChange([...value, draft].sort());
    setDraft('');
    setDraftError(null);
  };
  const message = draftError ?? error ?? null;

  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" px="1" fontWeight="medium" fontSize="sm">
        {legend}
      </Text>
      <HStack align="flex-end" gap="2">
        <Box flex="1" minW="0">
          <DateField
            id={id}
            label={label}
            value={draft}
            error={message}
            disabled={disabled}
            onChange={(next) => {
              setDraft(next);
              setDraftError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </Box>
        <Button type="button" variant="outline" onClick={add} disabled={disabled} mb={message ? '6' : '0'} flexShrink={0}>
          <PlusIcon />
          {DATE_FIELD_TEXTS.add}
        </Button>
      </HStack>
      {value.length === 0 ? (
        emptyText && (
          <Text mt="2" fontSize="sm" color="fg.muted">
            {emptyText}
          </Text>
        )
      ) : (
        <Wrap as="ul" mt="3" gap="2" listStyleType="none" aria-label={listLabel}>
          {value.map((day) => (
            <HStack as="li" key={day} gap="1" borderWidth="1px" rounded="full" ps="3" pe="1" py="0.5" bg="bg.subtle">
              <Text fontSize="sm">{shown(day)}</Text>
              <IconButton
                type="button"
                aria-label={DATE_FIELD_TEXTS.remove(shown(day))}
                size="2xs"
                variant="ghost"
                rounded="full"
                disabled={disabled}
                onClick={() => onChange(value.filter((d) => d !== day))}
              >
                <CloseIcon />
              </IconButton>
            </HStack>
          ))}
        </Wrap>
      )}
    </Box>
  );
}
