import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, NativeSelect, Text, chakra } from '@sge/shared/ui';
import { STORAGE_KEYS } from '@sge/shared/session';
import { NOTIFICATION_LOCATIONS, notify, preferredLocation, type NotificationLocation } from '@sge/shared/notify';
import { useInstallStore } from '../pwa/install-store';
import { prepareAppForOffline, updateCache } from '../pwa/service-worker';

const LOCATION_LABELS: Record<NotificationLocation, string> = {
  bottom: 'Inferior (centro)',
  top: 'Superior (centro)',
  'top-start': 'Superior esquerda',
  'top-end': 'Superior direita',
  'bottom-start': 'Inferior esquerda',
  'bottom-end': 'Inferior direita',
};

/** The user's own preferences, kept on this device. */
export default function SettingsPage() {
  const [location, setLocation] = useState<NotificationLocation>(preferredLocation);
  const install = useInstallStore((s) => s.install);
  const installed = useInstallStore((s) => s.installed);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    localStorage.setItem(STORAGE_KEYS.userSettings, JSON.stringify({ notificationLocation: location }));
    notify.success('Preferências salvas');
  };

  return (
    <Box as="section" aria-labelledby="page-title" maxW="560px">
      <Heading as="h1" id="page-title" size="xl" color="brand.secondary" mb={2}>
        Configurações
      </Heading>
      <Text color="fg.muted" mb={6}>
        Preferências deste dispositivo.
      </Text>
      <chakra.form onSubmit={onSubmit} display="flex" flexDirection="column" gap={4} borderWidth="1px" borderRadius="lg" p={6} bg="white">
        <Field.Root>
          <Field.Label>Posição das notificações</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={location} onChange={(e) => setLocation(e.target.value as NotificationLocation)}>
              {NOTIFICATION_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {LOCATION_LABELS[l]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box>
          <Button type="submit" bg="brand.primary" color="brand.secondary">
            Salvar
          </Button>
        </Box>
      </chakra.form>
      <Box as="section" aria-labelledby="app-section-title" mt={6} borderWidth="1px" borderRadius="lg" p={6} bg="white">
        <Heading as="h2" id="app-section-title" size="md" mb={2}>
          Aplicativo
        </Heading>
        <Text color="fg.muted" mb={4}>
          {installed ? 'O SGE está instalado neste dispositivo.' : 'Instale o SGE para usá-lo como aplicativo, inclusive sem conexão.'}
        </Text>
        <Box display="flex" gap={3} flexWrap="wrap">
          <Button variant="outline" onClick={() => void install()}>
            Instalar aplicativo
          </Button>
          <Button variant="outline" onClick={() => void prepareAppForOffline()}>
            Preparar app para uso offline
          </Button>
          <Button variant="outline" onClick={() => void updateCache()}>
            Atualizar cache
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
