import { useState } from 'react';
import type { PreRegistrationForm, PreRegistrationReceipt } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Alert, Button, Card, PageHeader, Stack, Text } from '@sge/shared/ui';
import { createWalkInRegistration } from '../features/registration/api';
import { WorkerForm } from '../features/registration/components/worker-form';
import { REGISTRATION_TEXTS } from '../features/registration/messages';

/**
 * /register: a coordinator (or above) registers a worker who turned up at the venue. It creates a
 * registration request that a manager approves in /registration/requests.
 */
export default function RegisterPage() {
  const [sent, setSent] = useState<PreRegistrationReceipt | null>(null);
  const [round, setRound] = useState(0);

  const submit = async (body: PreRegistrationForm) => {
    const receipt = await createWalkInRegistration(body);
    notify.success(REGISTRATION_TEXTS.walkInSent);
    setSent(receipt);
  };

  return (
    <section>
      <PageHeader
        title="Cadastro presencial"
        description="Cadastre um colaborador que chegou ao evento. O cadastro vai para a aprovação de um gerente antes de virar funcionário."
      />
      <Card.Root>
        <Card.Body>
          {sent ? (
            <Stack gap="4" align="flex-start">
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>
                  Cadastro de {sent.name} enviado para aprovação (solicitação nº {sent.id}).
                </Alert.Title>
              </Alert.Root>
              <Text color="fg.muted">Um gerente vai revisar os dados em Solicitações de Cadastro.</Text>
              <Button
                colorPalette="gold"
                onClick={() => {
                  setSent(null);
                  setRound((r) => r + 1);
                }}
              >
                Cadastrar outra pessoa
              </Button>
            </Stack>
          ) : (
            <WorkerForm
              key={round}
              aria-label="Cadastro presencial"
              consentLabel={REGISTRATION_TEXTS.walkInConsentLabel} submitLabel="Enviar para aprovação" onSubmit={submit} />
          )}
        </Card.Body>
      </Card.Root>
    </section>
  );
}
