import type { ReactNode } from 'react';
import { Box, Text } from '@sge/shared/ui';

/** The empty layout: no top bar, menu or footer (SPEC §2). Offline it says why. */
export function EmptyLayout({ children, offline = false }: { children: ReactNode; offline?: boolean }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      {offline && (
        <Box role="status" bg="brand.secondary" color="white" px={4} py={2} textAlign="center">
          <Text fontWeight="semibold">Você está offline. Algumas funcionalidades podem estar limitadas.</Text>
        </Box>
      )}
      <Box as="main" id="main-content" flex="1" p={{ base: 3, md: 6 }}>
        {children}
      </Box>
    </Box>
  );
}
