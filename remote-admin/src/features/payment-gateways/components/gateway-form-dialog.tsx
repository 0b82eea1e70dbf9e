import { useMemo } from 'react';
import {
  GATEWAY_ENVIRONMENT_LABELS,
  GATEWAY_ENVIRONMENTS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  PROVIDER_CREDENTIAL_FIELDS,
  type GatewayEnvironment,
  type PaymentGateway,
  type PaymentProvider,
} from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, Heading, rules, SharedForm, Text, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { createGateway, updateGateway } from '../api';
import { credentialName, emptyGatewayForm, toGatewayFormValues, toGatewayPayload, type GatewayFormValues } from '../gateway-form-values';
import { GATEWAY_MESSAGES } from '../messages';

const COMMON: FormFieldConfig<GatewayFormValues>[] = [
  { name: 'name', label: 'Nome', required: true, rules: [rules.minLength(2), rules.maxLength(100)] },
  { name: 'provider', label: 'Provedor', type: 'select', required: true, options: PAYMENT_PROVIDERS.map((p) => ({ value: p, label: PAYMENT_PROVIDER_LABELS[p] })) },
  {
    name: 'environment',
    label: 'Ambiente',
    type: 'select',
    required: true,
    options: GATEWAY_ENVIRONMENTS.map((e) => ({ value: e, label: GATEWAY_ENVIRONMENT_LABELS[e] })),
  },
  { name: 'description', label: 'Descrição', type: 'textarea', rules: [rules.maxLength(500)] },
];

/** The chosen provider's format check, for the chosen environment; blank passes (required is separate). */
const credentialRule =
  (key: string): ValidationRule<GatewayFormValues> =>
  (value, values) => {
    const text = String(value ?? '').trim();
    const field = PROVIDER_CREDENTIAL_FIELDS[values.provider as PaymentProvider]?.find((f) => f.key === key);
    if (!text || !field) return true;
    const problem = field.check(text, (values.environment || 'SANDBOX') as GatewayEnvironment);
    return problem ? `${field.label} ${problem}` : true;
  };

/** Required on create, and on edit when the provider changes (the stored credentials do not carry over). */
const requiredCredential =
  (key: string, gateway?: PaymentGateway): ValidationRule<GatewayFormValues> =>
  (value, values) => {
    const field = PROVIDER_CREDENTIAL_FIELDS[values.provider as PaymentProvider]?.find((f) => f.key === key);
    if (!field?.required || String(value ?? '').trim()) return true;
    const kept = gateway && gateway.provider === values.provider && gateway.credentialsReadable && gateway.credentials[key];
    return kept ? true : 'Campo obrigatório';
  };

const credentialFields = (gateway?: PaymentGateway): FormFieldConfig<GatewayFormValues>[] =>
  [...new Set(Object.values(PROVIDER_CREDENTIAL_FIELDS).flatMap((fields) => fields.map((f) => f.key)))].map((key) => ({
    name: credentialName(key),
    label: key,
    rules: [requiredCredential(key, gateway), credentialRule(key)],
  }));

export interface GatewayFormDialogProps {
  open: boolean;
  gateway?: PaymentGateway;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Creates or edits a gateway. Credentials are typed in password fields and never shown back: on
 * edit each field says what is stored (masked) and a blank field keeps it.
 */
export function GatewayFormDialog({ open, gateway, onClose, onSaved }: GatewayFormDialogProps) {
  const fields = useMemo(() => [...COMMON, ...credentialFields(gateway)], [gateway]);
  const initialValues = useMemo(() => (gateway ? toGatewayFormValues(gateway) : emptyGatewayForm()), [gateway]);
  const title = gateway ? 'Editar gateway' : 'Novo gateway';

  const save = async (values: GatewayFormValues) => {
    const body = toGatewayPayload(values);
    if (gateway) await updateGateway(gateway.id, body);
    else await createGateway(body);
    notify.success(gateway ? GATEWAY_MESSAGES.updated : GATEWAY_MESSAGES.created);
    onSaved();
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside" size="lg">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose}>
        {(form) => {
          const provider = form.values.provider as PaymentProvider;
          const providerFields = PROVIDER_CREDENTIAL_FIELDS[provider] ?? [];
          const sameProvider = gateway?.provider === provider && gateway.credentialsReadable;
          return (
            <>
              {form.renderField('name')}
              {form.renderField('provider')}
              {form.renderField('environment')}
              {form.renderField('description')}
              {providerFields.length > 0 && (
                <>
                  <Heading as="h3" size="sm">
                    Credenciais
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    Guardadas criptografadas; depois de salvas aparecem apenas mascaradas.
                  </Text>
                  {providerFields.map((field) => {
                    const stored = sameProvider ? gateway.credentials[field.key] : undefined;
                    return form.renderField({
                      name: credentialName(field.key),
                      label: field.label,
                      type: field.key === 'email' ? 'email' : 'password',
                      autoComplete: 'off',
                      required: field.required && !stored,
                      helperText: stored ? `Salvo: ${stored}. ${GATEWAY_MESSAGES.keepHint}.` : undefined,
                      rules: [requiredCredential(field.key, gateway), credentialRule(field.key)],
                    });
                  })}
                </>
              )}
            </>
          );
        }}
      </SharedForm>
    </FormDialog>
  );
}
