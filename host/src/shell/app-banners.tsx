import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Text, UiProvider } from '@sge/shared/ui';
import { selectInstallBanner, useInstallStore } from '../pwa/install-store';
import { InstallDialog } from './install-dialog';

/** Whether the Chakra part this island imports has arrived (an island's module: see lazyIsland). */
export const ready = (): boolean => typeof UiProvider === 'function';

function Banner({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={title} borderWidth="1px" borderColor="gold.600" bg="gold.50" borderRadius="md" p={4} mb={4}>
      <HStack justifyContent="space-between" flexWrap="wrap" gap={3}>
        <Box>
          <Text fontWeight="bold" color="brand.secondary">
            {title}
          </Text>
          <Text fontSize="sm">{text}</Text>
        </Box>
        <HStack gap={2}>{children}</HStack>
      </HStack>
    </Box>
  );
}

/** 'Instale o aplicativo' 30 s after start when the browser offers installation ('Depois', 'Instalar'). */
export function InstallBanner() {
  const shown = useInstallStore(selectInstallBanner);
  const dismiss = useInstallStore((s) => s.dismiss);
  const install = useInstallStore((s) => s.install);
  const [details, setDetails] = useState(false);

  if (!shown) return null;
  return (
    <>
      <Banner title="Instale o aplicativo" text="Use o SGE como aplicativo neste dispositivo, inclusive sem conexão nos eventos.">
        <Button variant="ghost" size="sm" onClick={() => setDetails(true)}>
          Saiba mais
        </Button>
        <Button variant="outline" size="sm" onClick={dismiss}>
          Depois
        </Button>
        <Button size="sm" colorPalette="gold" onClick={() => void install()}>
          Instalar
        </Button>
      </Banner>
      <InstallDialog open={details} onClose={() => setDetails(false)} />
    </>
  );
}

/** The install banner as a default export: the venue layout loads it as a Chakra island. */
export default function InstallBannerIsland() {
  return (
    <UiProvider>
      <InstallBanner />
    </UiProvider>
  );
}
