import { Alert, Button, RefreshIcon } from '@sge/shared/ui';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'os usuários'. */
  what: string;
  onRetry: () => void;
}

/** The error state of a page whose data did not load, with 'Tentar novamente'. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <Alert.Root status="error" role="alert" mb="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Não foi possível carregar ${what}.`}</Alert.Title>
        <Alert.Description>Verifique a conexão e tente novamente.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshIcon />
        Tentar novamente
      </Button>
    </Alert.Root>
  );
}
