import { formatDateTime } from '@sge/shared/format';
import { Alert, Box, Button, HStack, Text } from '@sge/shared/ui';
import { describeClockSkew, useServerClockStore } from '@sge/shared/http';
import { syncNow, useSyncStatusStore } from '@sge/shared/offline';
import { useOnlineStatus } from '../hooks/use-online-status';
import { ConnectionChip } from './connection-chip';

/** Sync manager (SPEC §2): what is waiting, when sync last worked or failed, and 'Sincronizar Agora'. */
export default function SyncManagerCard() {
  const online = useOnlineStatus();
  const { phase, pending, lastSuccessAt, lastFailureAt, lastError } = useSyncStatusStore();
  const syncing = phase === 'syncing';
  const clockWarning = describeClockSkew(useServerClockStore((s) => s.offsetMs));
  return (
    <Box as="section" aria-labelledby="sync-card-title" borderWidth="1px" borderRadius="md" p={4} mb={4} bg="white">
      <HStack justifyContent="space-between" flexWrap="wrap" gap={3}>
        <Box>
          <HStack gap={2}>
            <Text id="sync-card-title" fontWeight="bold" color="brand.secondary">
              Sincronização
            </Text>
            <ConnectionChip />
          </HStack>
          <Text fontSize="sm" data-testid="sync-pending">
            {pending === 0 ? 'Nenhum registro pendente.' : pending === 1 ? '1 registro pendente de envio.' : `${pending} registros pendentes de envio.`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {lastSuccessAt ? `Última sincronização: ${formatDateTime(lastSuccessAt)}` : 'Ainda não sincronizado neste dispositivo.'}
            {lastFailureAt && (!lastSuccessAt || lastFailureAt > lastSuccessAt) ? ` · Última falha: ${formatDateTime(lastFailureAt)}${lastError ? ` (${lastError})` : ''}` : ''}
          </Text>
        </Box>
        <Button size="sm" colorPalette="gold" onClick={() => void syncNow({ flush: true, announce: true })} disabled={!online || syncing} loading={syncing} data-handover="sync-now">
          Sincronizar Agora
        </Button>
      </HStack>
      {clockWarning && (
        <Alert.Root status="warning" mt={3} data-testid="clock-warning">
          <Alert.Indicator />
          <Alert.Description>{clockWarning}</Alert.Description>
        </Alert.Root>
      )}
    </Box>
  );
}
