import type { RegistrationRequest } from '@sge/shared/contract';
import { formatCpf, formatDate, formatDateTime, formatPhone } from '@sge/shared/format';
import { Alert, Box, Button, FormDialog, Grid, HStack, Spinner, Stack, Text } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { registrationQueries } from '../api';
import { REGISTRATION_TEXTS } from '../messages';
import { DuplicateFlags } from './duplicate-flags';
import { sourceText } from './requests-table';

export interface RequestDetailDialogProps {
  open: boolean;
  /** The row clicked; the dialog loads the full, current request by its id. */
  request?: RegistrationRequest;
  onClose: () => void;
  onApprove: (request: RegistrationRequest) => void;
  onReject: (request: RegistrationRequest) => void;
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}

/** Everything a manager reads before deciding: personal data, consent, origin and duplicate flags. */
export function RequestDetailDialog({ open, request, onClose, onApprove, onReject }: RequestDetailDialogProps) {
  const id = request?.id ?? 0;
  const detail = useQuery({ ...registrationQueries.request(id), enabled: open && id > 0 });
  const loaded = detail.data ?? null;
  const failed = detail.isError;

  const shown = loaded ?? request;
  return (
    <FormDialog open={open} onClose={onClose} title={shown ? `Solicitação de ${shown.name}` : 'Solicitação'} size="lg" scrollBehavior="inside">
      {!shown ? null : (
        <Stack gap="4">
          {!loaded && !failed && (
            <HStack role="status" gap="2">
              <Spinner size="sm" />
              <Text fontSize="sm">Carregando dados...</Text>
            </HStack>
          )}
          {failed && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>Não foi possível atualizar os dados; exibindo os da lista.</Alert.Title>
            </Alert.Root>
          )}
          {shown.duplicateEmployeeId !== null && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{REGISTRATION_TEXTS.duplicateEmployee}: já existe um funcionário com este CPF. A aprovação será recusada.</Alert.Title>
            </Alert.Root>
          )}
          {shown.duplicateRequestIds.length > 0 && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                {REGISTRATION_TEXTS.duplicateRequest}: o mesmo CPF aparece na(s) solicitação(ões) nº {shown.duplicateRequestIds.join(', ')}.
              </Alert.Title>
            </Alert.Root>
          )}
          <Grid as="dl" templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <Item label="Nome">{shown.name}</Item>
            <Item label="CPF">
              {formatCpf(shown.cpf)} <DuplicateFlags request={shown} />
            </Item>
            <Item label="Data de nascimento">{formatDate(shown.birthDate)}</Item>
            <Item label="Telefone">{formatPhone(shown.phone)}</Item>
            <Item label="E-mail">{shown.email}</Item>
            <Item label="Chave PIX">{shown.pixKey}</Item>
            <Item label="Função desejada">{shown.function}</Item>
            <Item label="Endereço">{shown.address}</Item>
            <Item label="Origem">
              {sourceText(shown)}
              {shown.eventName ? ` · ${shown.eventName}` : ''}
              {shown.createdByName ? ` · por ${shown.createdByName}` : ''}
            </Item>
            <Item label="Recebida em">{formatDateTime(shown.createdAt)}</Item>
            <Item label="Consentimento LGPD">{`Autorizado em ${formatDateTime(shown.consentAt)}`}</Item>
          </Grid>
          {shown.status === 'PENDING' && (
            <HStack justify="flex-end" gap="3">
              <Button variant="outline" colorPalette="red" onClick={() => onReject(shown)}>
                Rejeitar
              </Button>
              <Button colorPalette="gold" onClick={() => onApprove(shown)}>
                Aprovar
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
