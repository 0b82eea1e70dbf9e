import { useId, useMemo } from 'react';
import { NOTIFICATION_LOCATION_LABELS, SETTINGS_LIMITS, SETTINGS_NOTIFICATION_LOCATIONS, type SystemSettings } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Box, chakra, Heading, HStack, Image, rules, SharedForm, SimpleGrid, Stack, Text, type FormFieldConfig } from '@sge/shared/ui';
import { saveSettings } from '../api';
import { cnpjRule, daysRule, logoRule, toSettingsFormValues, toSettingsPayload, type SettingsFormValues } from '../settings-form-values';

export const SETTINGS_SAVED = 'Configurações salvas com sucesso';

const FIELDS: FormFieldConfig<SettingsFormValues>[] = [
  { name: 'companyName', label: 'Nome da empresa', required: true, rules: [rules.minLength(2), rules.maxLength(150)] },
  { name: 'cnpj', label: 'CNPJ', placeholder: '00.000.000/0000-00', rules: [cnpjRule] },
  { name: 'address', label: 'Endereço', type: 'textarea', rules: [rules.maxLength(300)] },
  { name: 'logoUrl', label: 'Logo (endereço da imagem)', placeholder: 'https://…', rules: [logoRule] },
  {
    name: 'dueSoonDays',
    label: 'Dias para vencimento próximo',
    type: 'number',
    required: true,
    helperText: 'Contas que vencem nesta janela aparecem como "a vencer".',
    rules: [daysRule(SETTINGS_LIMITS.dueSoonDays)],
  },
  {
    name: 'offlinePurgeDays',
    label: 'Dias para limpeza de dados offline',
    type: 'number',
    required: true,
    helperText: 'Eventos baixados e registros sincronizados mais antigos são apagados do aparelho.',
    rules: [daysRule(SETTINGS_LIMITS.offlinePurgeDays)],
  },
  {
    name: 'clockSkewMinutes',
    label: 'Tolerância do relógio dos aparelhos (minutos)',
    type: 'number',
    required: true,
    helperText: 'Registros de aparelhos com o relógio adiantado ou atrasado além disso são sinalizados para conferência.',
    rules: [daysRule(SETTINGS_LIMITS.clockSkewMinutes)],
  },
  {
    name: 'notificationLocation',
    label: 'Posição das notificações',
    type: 'select',
    required: true,
    options: SETTINGS_NOTIFICATION_LOCATIONS.map((l) => ({ value: l, label: NOTIFICATION_LOCATION_LABELS[l] })),
  },
];

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export interface SettingsFormProps {
  settings: SystemSettings;
  onSaved: (settings: SystemSettings) => void;
}

/** The company data and defaults; an image file becomes a data URL in the logo field. */
export function SettingsForm({ settings, onSaved }: SettingsFormProps) {
  const initialValues = useMemo(() => toSettingsFormValues(settings), [settings]);
  const fileId = useId();

  const save = async (values: SettingsFormValues) => {
    const saved = await saveSettings(toSettingsPayload(values));
    notify.success(SETTINGS_SAVED);
    onSaved(saved);
  };

  return (
    <SharedForm aria-label="Configurações do sistema" fields={FIELDS} initialValues={initialValues} onSubmit={save}>
      {(form) => {
        const logo = form.values.logoUrl.trim();
        return (
          <Stack gap="8">
            <Stack gap="4">
              <Heading as="h2" size="md">
                Dados da empresa
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {form.renderField('companyName')}
                {form.renderField('cnpj')}
              </SimpleGrid>
              {form.renderField('address')}
              {form.renderField('logoUrl')}
              <HStack gap="4" align="center" wrap="wrap">
                <Box>
                  <chakra.label htmlFor={fileId} fontSize="sm" fontWeight="medium" display="block" mb="1">
                    Enviar imagem do logo
                  </chakra.label>
                  <chakra.input
                    id={fileId}
                    type="file"
                    accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                    fontSize="sm"
                    onChange={async (event) => {
                      const file = event.target.files?.[0];
                      if (!file) return;
                      form.setValue('logoUrl', await readAsDataUrl(file));
                      form.touch('logoUrl');
                    }}
                  />
                </Box>
                {logo && !form.errors.logoUrl && (
                  <Image src={logo} alt="Pré-visualização do logo" maxH="16" maxW="40" objectFit="contain" borderWidth="1px" borderRadius="md" p="1" />
                )}
              </HStack>
            </Stack>
            <Stack gap="4">
              <Heading as="h2" size="md">
                Padrões do sistema
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {form.renderField('dueSoonDays')}
                {form.renderField('offlinePurgeDays')}
                {form.renderField('clockSkewMinutes')}
                {form.renderField('notificationLocation')}
              </SimpleGrid>
              {settings.updatedAt === null && (
                <Text fontSize="sm" color="fg.muted">
                  Valores padrão: ainda não foram salvos.
                </Text>
              )}
            </Stack>
          </Stack>
        );
      }}
    </SharedForm>
  );
}
