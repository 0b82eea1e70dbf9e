import type { GatewayTestResult, PaymentGateway } from '@sge/shared/contract';
import { formatDateTime } from '@sge/shared/format';
import { Alert, FormDialog, HStack, Stack, StatusBadge, Text } from '@sge/shared/ui';

export interface GatewayTestDialogProps {
  gateway?: PaymentGateway;
  result?: GatewayTestResult;
  onClose: () => void;
}

/** The result of POST /{id}/test: each check, and the plain statement that no connection was made. */
export function GatewayTestDialog({ gateway, result, onClose }: GatewayTestDialogProps) {
  return (
    <FormDialog open={Boolean(result)} onClose={onClose} title={`Teste do gateway ${gateway?.name ?? ''}`}>
      {result && (
        <Stack gap="4">
          <Alert.Root status={result.ok ? 'success' : 'error'}>
            <Alert.Indicator />
            <Alert.Title>{result.message}</Alert.Title>
          </Alert.Root>
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Verificações">
            {result.checks.map((check) => (
              <HStack as="li" key={check.field} gap="2" align="flex-start">
                <StatusBadge status={check.ok ? 'ACTIVE' : 'REJECTED'} label={check.ok ? 'OK' : 'Problema'} tone={check.ok ? 'success' : 'error'} />
                <Text>{check.message}</Text>
              </HStack>
            ))}
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            {`Verificado em ${formatDateTime(result.testedAt)}. ${result.connectionAttempted ? '' : 'Nenhuma conexão com o provedor foi feita: para confirmar que as credenciais são aceitas, faça uma cobrança de teste no ambiente do provedor.'}`}
          </Text>
        </Stack>
      )}
    </FormDialog>
  );
}
