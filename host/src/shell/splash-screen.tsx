import { Box, Button, Heading, Text } from '@sge/shared/ui';
import { START_ERROR_TEXT } from './start-sequence';

interface SplashScreenProps {
  progress: number;
  status: string;
  failed: boolean;
  onRetry: () => void;
}

/** Full-screen splash shown while the app starts (SPEC §2, §4). */
export function SplashScreen({ progress, status, failed, onRetry }: SplashScreenProps) {
  return (
    <Box
      position="fixed"
      inset={0}
      zIndex={2000}
      bg="brand.secondary"
      color="white"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap={4}
      data-testid="splash"
    >
      <Heading as="h1" size="xl" color="white">
        Sistema de Gestão de Eventos
      </Heading>
      <Box
        role="progressbar"
        aria-label="Inicialização"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        w="240px"
        h="6px"
        bg="whiteAlpha.300"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="100%" w={`${progress}%`} bg="brand.primary" transition="width 0.3s ease" />
      </Box>
      <Text role="status" aria-live="polite">
        {failed ? START_ERROR_TEXT : status}
      </Text>
      {failed && (
        <Button onClick={onRetry} bg="brand.primary" color="brand.secondary">
          Tentar novamente
        </Button>
      )}
    </Box>
  );
}
