import { useId, useState } from 'react';
import { formatTime } from '@sge/shared/format';
import { Box, Button, ChevronDownIcon, ChevronUpIcon, HStack, Text, chakra } from '@sge/shared/ui';
import { describeClockSkew, useServerClockStore } from '@sge/shared/http';
import { syncNow, useSyncStatusStore } from '@sge/shared/offline';
import { useOnlineStatus } from '../hooks/use-online-status';
import { OfflinePrepBanner } from './offline-prep-banner';
import { CHIP_LABELS, connectionState, type ConnectionState } from './connection-state';
import SyncManagerCard from './sync-manager-card';

/** The texts of the gate screen's status line. */
export const STATUS_LINE_TEXTS = {
  region: 'Situação da sincronização',
  pending: (n: number) => (n === 0 ? 'nada pendente' : n === 1 ? '1 pendente' : `${n} pendentes`),
  lastSync: (time: string) => `sincronizado às ${time}`,
  never: 'ainda não sincronizado',
  sync: 'Sincronizar',
  /** The button's name keeps the full card's words ('Sincronizar Agora'), its visible text first. */
  syncName: 'Sincronizar Agora',
} as const;

const DOT: Record<ConnectionState, string> = { syncing: 'blue.500', offline: 'gray.500', pending: 'orange.500', online: 'green.500' };

/**
 * The gate screen's sync status, one line of about 44 px instead of the 'Prepare para uso offline'
 * banner and the sync card: online or offline, what is pending, the last sync, and 'Sincronizar'
 * when something is pending. Tapping the line opens the full cards under it. A device clock off
 * the server's is said under the line at once.
 */
export function SyncStatusLine() {
  const online = useOnlineStatus();
  const phase = useSyncStatusStore((s) => s.phase);
  const pending = useSyncStatusStore((s) => s.pending);
  const lastSuccessAt = useSyncStatusStore((s) => s.lastSuccessAt);
  const clockWarning = describeClockSkew(useServerClockStore((s) => s.offsetMs));
  const [open, setOpen] = useState(false);
  const cardsId = useId();
  const syncing = phase === 'syncing';
  const state = connectionState(online, syncing, pending);
  const summary = [
    CHIP_LABELS[state],
    STATUS_LINE_TEXTS.pending(pending),
    lastSuccessAt ? STATUS_LINE_TEXTS.lastSync(formatTime(lastSuccessAt)) : STATUS_LINE_TEXTS.never,
  ].join(' · ');

  return (
    <Box as="section" aria-label={STATUS_LINE_TEXTS.region} mb="2" data-testid="sync-status-line">
      <HStack gap="1" borderWidth="1px" borderRadius="md" bg="white" pe="0.5">
        <chakra.button
          type="button"
          flex="1"
          minW="0"
          minH="11"
          display="flex"
          alignItems="center"
          gap="2"
          px="2"
          textAlign="start"
          fontSize="sm"
          aria-expanded={open}
          aria-controls={open ? cardsId : undefined}
          data-state={state}
          onClick={() => setOpen((v) => !v)}
        >
          <Box as="span" w="2.5" h="2.5" borderRadius="full" bg={DOT[state]} flexShrink={0} aria-hidden="true" />
          <Box as="span" flex="1" minW="0" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis">
            {summary}
          </Box>
          {open ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
        </chakra.button>
        {pending > 0 && (
          <Button
            size="sm"
            colorPalette="gold"
            minH="11"
            flexShrink={0}
            aria-label={STATUS_LINE_TEXTS.syncName}
            disabled={!online || syncing}
            loading={syncing}
            onClick={() => void syncNow({ flush: true, announce: true })}
          >
            {STATUS_LINE_TEXTS.sync}
          </Button>
        )}
      </HStack>
      {/* A wrong device clock is said at once, not behind the tap (the full card says it too). */}
      {clockWarning && !open && (
        <Text fontSize="sm" color="orange.800" mt="1" role="alert" data-testid="clock-warning-line">
          {clockWarning}
        </Text>
      )}
      {open && (
        <Box id={cardsId} mt="2">
          <OfflinePrepBanner />
          <SyncManagerCard />
        </Box>
      )}
    </Box>
  );
}
