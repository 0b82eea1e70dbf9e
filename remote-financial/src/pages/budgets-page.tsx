import { useState } from 'react';
import type { Budget } from '@sge/shared/contract';
import { Alert, Button, PageHeader, PlusIcon } from '@sge/shared/ui';
import type { BudgetAction } from '../features/budgets/budget-actions';
import {
  ApproveBudgetDialog,
  ConfirmBudgetPaymentDialog,
  CreateEventDialog,
  DeleteBudgetDialog,
  RefuseBudgetDialog,
  SendBudgetDialog,
} from '../features/budgets/components/budget-action-dialogs';
import { BudgetFormDialog } from '../features/budgets/components/budget-form-dialog';
import { BudgetsTable } from '../features/budgets/components/budgets-table';
import { prefetchList, useServerList } from '@sge/shared/query';
import { budgetsList } from '../features/budgets/api';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(budgetsList);

type DialogKind = BudgetAction | 'create';

/** Which dialog is open and for which budget; the budget is kept while the dialog closes. */
interface DialogState {
  kind: DialogKind | null;
  budget?: Budget;
}

/** /financial/budgets: budgets from draft to paid, and the event an approved one becomes (SPEC §2, §7). */
export default function BudgetsPage() {
  const list = useServerList(budgetsList, { filterParam: 'status' });
  const { loading, error: failed } = list;
  const [dialog, setDialog] = useState<DialogState>({ kind: null });
  const close = () => setDialog((d) => ({ ...d, kind: null }));
  const done = close;
  const props = (kind: DialogKind) => ({ open: dialog.kind === kind, budget: dialog.budget, onClose: close, onDone: done });

  return (
    <section>
      <PageHeader
        title="Orçamentos"
        description="Orçamentos enviados a clientes: do rascunho à aprovação, ao pagamento e ao evento criado a partir deles."
        actions={
          <Button colorPalette="gold" onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon />
            Novo orçamento
          </Button>
        }
      />
      {failed && !loading && (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Title>Não foi possível carregar os orçamentos. Use 'Atualizar' para tentar novamente.</Alert.Title>
        </Alert.Root>
      )}
      <BudgetsTable list={list} onAction={(kind, budget) => setDialog({ kind, budget })} />
      <BudgetFormDialog
        open={dialog.kind === 'create' || dialog.kind === 'edit'}
        budget={dialog.kind === 'edit' ? dialog.budget : undefined}
        onClose={close}
        onSaved={done}
      />
      <SendBudgetDialog {...props('send')} />
      <ApproveBudgetDialog {...props('approve')} />
      <RefuseBudgetDialog {...props('refuse')} />
      <ConfirmBudgetPaymentDialog {...props('confirmPayment')} />
      <CreateEventDialog {...props('createEvent')} />
      <DeleteBudgetDialog {...props('delete')} />
    </section>
  );
}
