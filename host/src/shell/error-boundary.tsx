import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Heading, Text } from '@sge/shared/ui';
import { RemoteUnavailableError } from '../federation/remotes';

export const APP_ERROR_TEXT = 'Ocorreu um erro na aplicação';
export const REMOTE_ERROR_TEXT = 'Não foi possível carregar esta área do sistema.';

interface Props {
  children: ReactNode;
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/** Generic error handler (SPEC §2): shows 'Ocorreu um erro na aplicação' and offers a retry. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('SGE error boundary', error, info.componentStack);
  }

  private retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const remote = error instanceof RemoteUnavailableError;
    return (
      <Box role="alert" p={6} borderWidth="1px" borderRadius="md" borderColor="red.300" bg="red.50" color="red.900" m={4}>
        <Heading as="h2" size="md" mb={2}>
          {remote ? REMOTE_ERROR_TEXT : APP_ERROR_TEXT}
        </Heading>
        <Text mb={4}>
          {remote
            ? 'O restante do sistema continua funcionando. Verifique sua conexão e tente novamente.'
            : 'Tente novamente. Se o problema continuar, recarregue a página.'}
        </Text>
        <Button onClick={this.retry} bg="brand.secondary" color="white" _hover={{ bg: 'navy.800' }}>
          Tentar novamente
        </Button>
      </Box>
    );
  }
}
