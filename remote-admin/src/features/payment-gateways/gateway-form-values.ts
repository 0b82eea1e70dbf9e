/**
 * The gateway form's values: the common fields plus one text value per credential of every
 * provider (their keys are distinct), of which only the chosen provider's are sent.
 */
import {
  PROVIDER_CREDENTIAL_FIELDS,
  type CreatePaymentGateway,
  type GatewayEnvironment,
  type PaymentGateway,
  type PaymentProvider,
} from '@sge/shared/contract';

export type GatewayFormValues = {
  name: string;
  provider: string;
  environment: string;
  description: string;
} & Record<string, string>;

export const credentialName = (key: string): string => `credential_${key}`;

const ALL_CREDENTIAL_KEYS = [...new Set(Object.values(PROVIDER_CREDENTIAL_FIELDS).flatMap((fields) => fields.map((f) => f.key)))];

export function emptyGatewayForm(): GatewayFormValues {
  const values: GatewayFormValues = { name: '', provider: '', environment: 'SANDBOX', description: '' };
  for (const key of ALL_CREDENTIAL_KEYS) values[credentialName(key)] = '';
  return values;
}

export function toGatewayFormValues(gateway: PaymentGateway): GatewayFormValues {
  return { ...emptyGatewayForm(), name: gateway.name, provider: gateway.provider, environment: gateway.environment, description: gateway.description ?? '' };
}

export function toGatewayPayload(values: GatewayFormValues): CreatePaymentGateway {
  const provider = values.provider as PaymentProvider;
  const credentials: Record<string, string> = {};
  for (const field of PROVIDER_CREDENTIAL_FIELDS[provider]) {
    const value = (values[credentialName(field.key)] ?? '').trim();
    if (value) credentials[field.key] = value;
  }
  return {
    name: values.name.trim(),
    provider,
    environment: values.environment as GatewayEnvironment,
    description: values.description.trim() || null,
    credentials,
  };
}
