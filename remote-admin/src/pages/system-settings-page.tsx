import { HStack, PageHeader, Spinner, Text } from '@sge/shared/ui';
import { LoadError } from '../components/load-error';
import { settingsQueries } from '../features/settings/api';
import { SettingsForm } from '../features/settings/components/settings-form';
import { useQuery } from '@sge/shared/query';

/** /admin/settings: company data and the defaults every screen reads. */
export default function SystemSettingsPage() {
  const { data: settings, isPending: loading, isError: failed, refetch } = useQuery(settingsQueries.get());

  return (
    <section>
      <PageHeader title="Sistema" description="Dados da empresa e padrões usados em todo o sistema." />
      {failed && !settings && <LoadError what="as configurações" onRetry={() => void refetch()} />}
      {loading && !settings && (
        <HStack gap="3" role="status">
          <Spinner size="sm" color="gold.600" />
          <Text>Carregando configurações...</Text>
        </HStack>
      )}
      {settings && <SettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} onSaved={() => undefined} />}
    </section>
  );
}
