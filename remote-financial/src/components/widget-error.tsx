import { Alert, Button, RefreshIcon } from '@sge/shared/ui';

export const WIDGET_ERROR_TEXTS = { retry: 'Tentar novamente' } as const;

export interface WidgetErrorProps {
  /** What could not be loaded, e.g. 'Não foi possível carregar os totais.' */
  message: string;
  /** The server's reason, when there is one. */
  detail?: string | null;
  onRetry: () => void;
  /** The region's name for assistive technology (the widget it replaces). */
  'aria-label'?: string;
}

/** A widget's own failure: what failed, why, and 'Tentar novamente' (never a placeholder left grey). */
export function WidgetError({ message, detail, onRetry, 'aria-label': ariaLabel }: WidgetErrorProps) {
  return (
    <Alert.Root status="error" role="alert" aria-label={ariaLabel}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {detail && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshIcon />
        {WIDGET_ERROR_TEXTS.retry}
      </Button>
    </Alert.Root>
  );
}
