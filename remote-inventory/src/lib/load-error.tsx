import { Alert, Button } from '@sge/shared/ui';

/** The error state of a section whose data did not load, with 'Tentar novamente'. */
export function LoadError({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" my="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert.Root>
  );
}
