import { Box, HStack, Text, VisuallyHidden } from '@sge/shared/ui';
import { ConnectionChip } from './connection-chip';

export const OFFLINE_BANNER_TEXTS = {
  title: 'Modo Offline Ativo',
  text: 'Somente os eventos baixados para uso offline podem ser visualizados. As demais funções ficam indisponíveis até a conexão voltar.',
} as const;

/**
 * 'Modo Offline Ativo' (SPEC §2): only downloaded events can be viewed; the rest waits for the
 * connection. On the gate screen (`compact`) it is one line; the explanation is kept for screen readers.
 */
export default function OfflineBanner({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <Box role="region" aria-label={OFFLINE_BANNER_TEXTS.title} bg="brand.secondary" color="white" px={3} py={2}>
        <HStack justifyContent="space-between" gap={2}>
          <Text fontWeight="bold">{OFFLINE_BANNER_TEXTS.title}</Text>
          <VisuallyHidden>{OFFLINE_BANNER_TEXTS.text}</VisuallyHidden>
          <ConnectionChip />
        </HStack>
      </Box>
    );
  }
  return (
    <Box role="region" aria-label="Modo Offline Ativo" bg="brand.secondary" color="white" px={4} py={3}>
      <HStack justifyContent="space-between" flexWrap="wrap" gap={2}>
        <Box>
          <Text fontWeight="bold">{OFFLINE_BANNER_TEXTS.title}</Text>
          <Text fontSize="sm">{OFFLINE_BANNER_TEXTS.text}</Text>
        </Box>
        <ConnectionChip />
      </HStack>
    </Box>
  );
}
