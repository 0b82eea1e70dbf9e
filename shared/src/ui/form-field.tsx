import { useId, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/** Accessibility props a {@link FormField} hands to its control when `children` is a function. */
export interface FormControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Error message; makes the field invalid. */
  error?: string | null;
  /** Helper text under the control (hidden while an error shows). */
  helperText?: ReactNode;
  /** Shows the required asterisk and sets aria-required. */
  required?: boolean;
  disabled?: boolean;
  /** Control id; generated when absent. */
  id?: string;
  /**
   * The control. A Chakra `Input`/`Textarea`/`NativeSelect.Field` placed directly inside is wired
   * automatically (id, aria-invalid, helper); pass a function to get the full props, including an
   * `aria-describedby` that also names the error message, and spread them on your control.
   */
  children: ReactNode | ((control: FormControlProps) => ReactNode);
  /** Hides the label visually (still read by screen readers). */
  labelHidden?: boolean;
  /** Extra styles of the root. */
  css?: SystemStyleObject;
}

/** Ids used by a form field for its control, helper and error texts. */
export function formFieldIds(id: string) {
  return { control: id, helperText: `${id}-helper`, errorText: `${id}-error` };
}

/**
 * Label + control + helper/error text, on Chakra's `Field` (label `for` the control, error text
 * announced politely, aria-invalid on the control).
 */
export function FormField({ label, error, helperText, required, disabled, id, children, labelHidden, css }: FormFieldProps) {
  const generated = useId();
  const ids = formFieldIds(id ?? `field-${generated.replace(/:/g, '')}`);
  const invalid = Boolean(error);
  const showHelper = Boolean(helperText) && !invalid;
  const describedBy = [invalid ? ids.errorText : null, showHelper ? ids.helperText : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root
      id={ids.control}
      ids={{ helperText: ids.helperText, errorText: ids.errorText }}
      invalid={invalid}
      required={required}
      disabled={disabled}
      css={css}
    >
      <Field.Label srOnly={labelHidden}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {typeof children === 'function'
        ? children({
            id: ids.control,
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy,
            'aria-required': required || undefined,
          })
        : children}
      {showHelper && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
