import { Box, HStack, Text } from '@sge/shared/ui';
import { ConnectionChip } from './connection-chip';

/** 'Modo Offline Ativo' (SPEC §2): only downloaded events can be viewed; the rest waits for the connection. */
export default function OfflineBanner() {
  return (
    <Box role="region" aria-label="Modo Offline Ativo" bg="brand.secondary" color="white" px={4} py={3}>
      <HStack justifyContent="space-between" flexWrap="wrap" gap={2}>
        <Box>
          <Text fontWeight="bold">Modo Offline Ativo</Text>
          <Text fontSize="sm">
            Somente os eventos baixados para uso offline podem ser visualizados. As demais funções ficam indisponíveis até a conexão voltar.
          </Text>
        </Box>
        <ConnectionChip />
      </HStack>
    </Box>
  );
}
