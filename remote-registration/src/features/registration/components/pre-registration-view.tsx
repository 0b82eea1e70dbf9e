import { useState } from 'react';
import type { InvitationCheck, PreRegistrationForm, PreRegistrationReceipt } from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { formatDate } from '@sge/shared/format';
import { Alert, Box, Button, Card, CheckCircleIcon, Heading, Icon, AlertCircleIcon, Spinner, Stack, Text } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { invitationCheckQuery, submitPreRegistration } from '../api';
import { UNUSABLE_INVITATION } from '../messages';
import { WorkerForm } from './worker-form';

type State =
  | { kind: 'checking' }
  | { kind: 'check-failed'; message: string }
  | { kind: 'unusable'; status: keyof typeof UNUSABLE_INVITATION }
  | { kind: 'form'; invitation: InvitationCheck }
  | { kind: 'sent'; receipt: PreRegistrationReceipt };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'Ocorreu um erro na requisição');

/** A centred card for every state of the public page (it has the empty layout: no shell around it). */
function Panel({ children }: { children: React.ReactNode }) {
  return (
    <Box maxW="3xl" mx="auto" py={{ base: 4, md: 10 }}>
      <Card.Root>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  );
}

function Notice({ title, text, tone, action }: { title: string; text: string; tone: 'error' | 'success'; action?: React.ReactNode }) {
  return (
    <Panel>
      <Stack gap="4" align="center" textAlign="center" py="6" role={tone === 'error' ? 'alert' : 'status'}>
        <Icon boxSize="12" color={tone === 'error' ? 'fg.error' : 'fg.success'} aria-hidden="true">
          {tone === 'error' ? <AlertCircleIcon /> : <CheckCircleIcon />}
        </Icon>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="lg">
          {text}
        </Text>
        {action}
      </Stack>
    </Panel>
  );
}

/**
 * The public pre-registration: checks the token first, then shows the form, a pt-BR page for a
 * token that cannot be used, or the confirmation once sent. No sign-in anywhere on it.
 */
export function PreRegistrationView({ token }: { token: string }) {
  const checked = useQuery({ ...invitationCheckQuery(token), enabled: Boolean(token) });
  const [receipt, setReceipt] = useState<PreRegistrationReceipt | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const check = () => void checked.refetch();
  const invitation = checked.data;
  const state: State = receipt
    ? { kind: 'sent', receipt }
    : !token
      ? { kind: 'unusable', status: 'INVALID' }
      : checked.isFetching || !(invitation || checked.error)
        ? { kind: 'checking' }
        : checked.error
          ? { kind: 'check-failed', message: messageOf(checked.error) }
          : invitation!.valid
            ? { kind: 'form', invitation: invitation! }
            : { kind: 'unusable', status: invitation!.status as keyof typeof UNUSABLE_INVITATION };

  const submit = async (body: PreRegistrationForm) => {
    setSubmitError(null);
    try {
      setReceipt(await submitPreRegistration(token, body));
    } catch (error) {
      // 404/409: the link stopped being usable while the form was open; check it again to say why.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        check();
        return;
      }
      setSubmitError(messageOf(error));
      throw error;
    }
  };

  switch (state.kind) {
    case 'checking':
      return (
        <Panel>
          <Stack align="center" py="10" gap="3" role="status">
            <Spinner size="lg" color="gold.500" />
            <Text>Verificando convite...</Text>
          </Stack>
        </Panel>
      );
    case 'check-failed':
      return (
        <Notice
          tone="error"
          title="Não foi possível verificar o convite"
          text={state.message}
          action={
            <Button colorPalette="gold" onClick={check}>
              Tentar novamente
            </Button>
          }
        />
      );
    case 'unusable': {
      const page = UNUSABLE_INVITATION[state.status];
      return <Notice tone="error" title={page.title} text={page.text} />;
    }
    case 'sent':
      return (
        <Notice
          tone="success"
          title="Pré-cadastro enviado!"
          text={`Obrigado, ${state.receipt.name}. Recebemos seus dados: nossa equipe vai analisar o cadastro e entrar em contato.`}
        />
      );
    case 'form': {
      const { invitation } = state;
      return (
        <Panel>
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                Pré-cadastro de colaboradores
              </Heading>
              <Text color="fg.muted">
                {[invitation.label, invitation.eventName].filter(Boolean).join(' · ')}
                {invitation.expiresOn && ` — convite válido até ${formatDate(invitation.expiresOn)}`}
              </Text>
              <Text>Preencha seus dados. Depois de enviados, eles serão analisados pela nossa equipe.</Text>
            </Stack>
            {submitError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{submitError}</Alert.Title>
              </Alert.Root>
            )}
            <WorkerForm aria-label="Pré-cadastro" initialFunction={invitation.function ?? ''} submitLabel="Enviar pré-cadastro" onSubmit={submit} />
          </Stack>
        </Panel>
      );
    }
  }
}
