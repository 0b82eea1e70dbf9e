/**
 * The worker's form (public pre-registration and walk-in /register): values, fields with their
 * rules (the same the server applies) and the request body.
 */
import { EMPLOYEE_FUNCTIONS, MIN_WORKER_AGE, onlyDigits, type PreRegistrationForm } from '@sge/shared/contract';
import { rules, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { REGISTRATION_TEXTS } from './messages';

export type WorkerFormValues = {
  name: string;
  cpf: string;
  birthDate: string;
  phone: string;
  email: string;
  address: string;
  function: string;
  pixKey: string;
  consent: boolean;
};

export const emptyWorkerForm = (fn = ''): WorkerFormValues => ({
  name: '',
  cpf: '',
  birthDate: '',
  phone: '',
  email: '',
  address: '',
  function: fn,
  pixKey: '',
  consent: false,
});

/** Today as YYYY-MM-DD on the device's calendar. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const birthDateRule =
  (today: () => string): ValidationRule<WorkerFormValues> =>
  (value) => {
    const day = String(value ?? '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return true;
    const now = today();
    if (day > now) return REGISTRATION_TEXTS.birthDateInFuture;
    const adult = `${String(Number(day.slice(0, 4)) + MIN_WORKER_AGE).padStart(4, '0')}${day.slice(4)}`;
    return adult <= now || REGISTRATION_TEXTS.tooYoung(MIN_WORKER_AGE);
  };

const consentRule: ValidationRule<WorkerFormValues> = (value) => value === true || REGISTRATION_TEXTS.consentRequired;

export function workerFields(
  currentFunction = '',
  consentLabel: string = REGISTRATION_TEXTS.consentLabel,
  today: () => string = localToday,
): FormFieldConfig<WorkerFormValues>[] {
  const functions: string[] = [...EMPLOYEE_FUNCTIONS];
  if (currentFunction && !functions.includes(currentFunction)) functions.push(currentFunction);
  return [
    { name: 'name', label: 'Nome completo', required: true, autoComplete: 'name', rules: [rules.minLength(2), rules.maxLength(150)] },
    { name: 'cpf', label: 'CPF', required: true, mask: 'cpf', autoComplete: 'off', rules: [rules.cpf] },
    { name: 'birthDate', label: 'Data de nascimento', type: 'date', required: true, autoComplete: 'bday', rules: [rules.date, birthDateRule(today)] },
    { name: 'phone', label: 'Telefone', required: true, mask: 'phone', placeholder: '(11) 98765-4321', autoComplete: 'tel', rules: [rules.phone] },
    { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email', rules: [rules.email, rules.maxLength(200)] },
    { name: 'pixKey', label: 'Chave PIX', required: true, autoComplete: 'off', helperText: 'CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória', rules: [rules.pixKey, rules.maxLength(140)] },
    {
      name: 'function',
      label: 'Função desejada',
      type: 'select',
      required: true,
      options: functions.map((fn) => ({ value: fn, label: fn })),
    },
    { name: 'address', label: 'Endereço', type: 'textarea', required: true, autoComplete: 'street-address', rules: [rules.minLength(5), rules.maxLength(300)] },
    { name: 'consent', label: consentLabel, type: 'checkbox', fullWidth: true, rules: [consentRule] },
  ];
}

export function toPreRegistrationPayload(values: WorkerFormValues): PreRegistrationForm {
  return {
    name: values.name.trim(),
    cpf: onlyDigits(values.cpf),
    birthDate: values.birthDate,
    phone: onlyDigits(values.phone),
    email: values.email.trim(),
    address: values.address.trim(),
    function: values.function,
    pixKey: values.pixKey.trim(),
    consent: values.consent,
  };
}
