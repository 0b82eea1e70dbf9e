import { useState } from 'react';
import type { GatewayTestResult, PaymentGateway } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Button, ConfirmDialog, PageHeader, PlusIcon } from '@sge/shared/ui';
import { LoadError } from '../components/load-error';
import { activateGateway, deleteGateway, gatewaysQueries, testGateway } from '../features/payment-gateways/api';
import { GatewayFormDialog } from '../features/payment-gateways/components/gateway-form-dialog';
import { GatewayTestDialog } from '../features/payment-gateways/components/gateway-test-dialog';
import { GatewaysTable } from '../features/payment-gateways/components/gateways-table';
import { GATEWAY_MESSAGES } from '../features/payment-gateways/messages';
import { queryClient, useQuery } from '@sge/shared/query';

/** The route's preload: the gateways, under the page's own key. */
export const prefetch = () => queryClient.prefetchQuery(gatewaysQueries.list());

interface DialogTarget {
  open: boolean;
  gateway?: PaymentGateway;
}
const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/** /admin/payment-gateways: the gateways charges go through; exactly one is active. */
export default function PaymentGatewaysPage() {
  const { data: gateways = [], isFetching: loading, isError: failed, refetch } = useQuery(gatewaysQueries.list());
  const reload = () => void refetch();
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [activation, setActivation] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });
  const [testing, setTesting] = useState<PaymentGateway>();
  const [test, setTest] = useState<{ gateway: PaymentGateway; result: GatewayTestResult }>();
  const active = gateways.find((g) => g.active);

  const runTest = async (gateway: PaymentGateway) => {
    setTesting(gateway);
    try {
      const result = await testGateway(gateway.id);
      if (result.ok) notify.success(GATEWAY_MESSAGES.testOk);
      else notify.warning(GATEWAY_MESSAGES.testFailed);
      setTest({ gateway, result });
    } catch {
      // The http client has shown the server's message.
    } finally {
      setTesting(undefined);
    }
  };

  const confirmActivation = async () => {
    if (!activation.gateway) return;
    await activateGateway(activation.gateway.id);
    notify.success(GATEWAY_MESSAGES.activated);
  };

  const confirmDelete = async () => {
    if (!removal.gateway) return;
    await deleteGateway(removal.gateway.id);
    notify.success(GATEWAY_MESSAGES.deleted);
  };

  return (
    <section>
      <PageHeader
        title="Gateways de Pagamento"
        description="Integrações com Asaas, Mercado Pago, PagSeguro e Stripe. As credenciais ficam criptografadas e só aparecem mascaradas; apenas um gateway fica ativo."
        actions={
          <Button colorPalette="gold" onClick={() => setForm({ open: true })}>
            <PlusIcon />
            Novo gateway
          </Button>
        }
      />
      {failed && <LoadError what="os gateways de pagamento" onRetry={reload} />}
      <GatewaysTable
        gateways={gateways}
        loading={loading}
        onRefresh={reload}
        onEdit={(gateway) => setForm({ open: true, gateway })}
        onActivate={(gateway) => setActivation({ open: true, gateway })}
        onTest={(gateway) => void runTest(gateway)}
        onDelete={(gateway) => setRemoval({ open: true, gateway })}
        testingId={testing?.id}
      />
      <GatewayFormDialog
        open={form.open}
        gateway={form.gateway}
        onClose={() => setForm(closed)}
        onSaved={() => setForm(closed)}
      />
      <GatewayTestDialog gateway={test?.gateway} result={test?.result} onClose={() => setTest(undefined)} />
      <ConfirmDialog
        open={activation.open}
        title="Ativar gateway"
        message={
          active && active.id !== activation.gateway?.id
            ? `Deseja ativar ${activation.gateway?.name ?? ''}? ${active.name} deixará de ser o gateway ativo.`
            : `Deseja ativar ${activation.gateway?.name ?? ''}? Ele passará a ser o gateway usado nas cobranças.`
        }
        confirmLabel="Ativar"
        onConfirm={confirmActivation}
        onClose={() => setActivation(closed)}
      />
      <ConfirmDialog
        open={removal.open}
        title="Excluir gateway"
        message={`Deseja excluir ${removal.gateway?.name ?? ''}? As credenciais salvas serão apagadas. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setRemoval(closed)}
      />
    </section>
  );
}
