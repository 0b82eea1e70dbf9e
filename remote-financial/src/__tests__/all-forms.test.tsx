/**
 * Every form of the app, on the first press (SPEC §5): each create, edit and action form is
 * mounted empty and its submit button pressed once; every empty required field must be flagged
 * and the first focused. The list of forms is read from the sources: a new form fails this test
 * until it is added to CASES.
 */
import type { Defaulter, RecurringAccount } from '@sge/shared/contract';
import { describeAllForms, screen, type FormCase } from '@sge/shared/testing';
import { AccountFormDialog } from '../features/accounts/components/account-form-dialog';
import { CancelAccountDialog } from '../features/accounts/components/cancel-account-dialog';
import { PaymentDialog } from '../features/accounts/components/payment-dialog';
import { aPayable, aReceivable, DESPESA, RECEITA } from '../features/accounts/__tests__/fixtures';
import { ConfirmBudgetPaymentDialog, RefuseBudgetDialog } from '../features/budgets/components/budget-action-dialogs';
import { BudgetFormDialog } from '../features/budgets/components/budget-form-dialog';
import { aBudget } from '../features/budgets/__tests__/fixtures';
import { AgreementDialog } from '../features/defaulters/components/agreement-dialog';
import { ContactsDialog } from '../features/defaulters/components/contacts-dialog';
import { StatusDialog } from '../features/defaulters/components/status-dialog';
import { CancelPaymentRequestDialog, PayPaymentRequestDialog } from '../features/payment-requests/components/payment-request-dialogs';
import { aPaymentRequest } from '../features/payment-requests/__tests__/fixtures';
import { BulkActions } from '../features/payment-requests/components/bulk-actions';
import { PayoutBatchView } from '../features/payment-requests/payout-batch/payout-batch-view';
import { GenerateDialog } from '../features/recurring/components/generate-dialog';
import { RecurringFormDialog } from '../features/recurring/components/recurring-form-dialog';

jest.setTimeout(90_000);

// No Node types in the remotes: the one Node name used is declared.
declare const __dirname: string;

const noop = () => undefined;
const SESSION = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 } as const;

const defaulter = {
  id: 4,
  description: 'Festa de fim de ano',
  clientName: 'Buffet Estrela',
  clientDocument: null,
  clientEmail: null,
  clientPhone: null,
  categoryName: 'Eventos',
  amount: '9800.00',
  paidAmount: '0.00',
  openAmount: '9800.00',
  dueDate: '2030-01-05',
  daysOverdue: 25,
  receivableStatus: 'PENDENTE',
  collectionStatus: '',
  collectionNotes: null,
  remindersCount: 0,
  lastReminderAt: null,
  lastContactAt: null,
  contacts: [],
  agreements: [],
} as unknown as Defaulter;

const recurring = {
  id: 1,
  description: '',
  supplierName: '',
  supplierDocument: null,
  categoryId: 2,
  categoryName: 'Fornecedores',
  amount: '',
  frequency: '',
  startDate: '',
  endDate: null,
  active: true,
  notes: null,
  generatedCount: 0,
  lastGeneratedDueDate: null,
  nextDueDate: null,
  createdAt: '2030-01-01T12:00:00.000Z',
  updatedAt: '2030-01-01T12:00:00.000Z',
} as unknown as RecurringAccount;

/** Two payment requests picked on the list. */
const twoPicked = {
  selection: { mode: 'ids', ids: [1, 2] },
  count: 2,
  total: 2,
  allMatching: false,
  canSelectAllMatching: false,
  selectAllMatching: noop,
  clear: noop,
} as never;

const aBatch = { batchId: 'LOTE1', lines: [], total: '0.00', paymentRequestIds: [1, 2] } as never;

const blankAccount = { description: '', dueDate: '' } as const;

/** Each form file and how to mount its forms empty (create, and edit on a record with blank fields). */
const CASES: Record<string, FormCase[]> = {
  'features/accounts/components/account-form-dialog.tsx': [
    { name: 'Nova conta a receber', form: 'Nova conta a receber', render: () => <AccountFormDialog kind="receivable" open categories={RECEITA} onClose={noop} onSaved={noop} /> },
    { name: 'Nova conta a pagar', form: 'Nova conta a pagar', render: () => <AccountFormDialog kind="payable" open categories={DESPESA} onClose={noop} onSaved={noop} /> },
    {
      name: 'Editar conta a receber',
      form: 'Editar conta a receber',
      render: () => (
        <AccountFormDialog kind="receivable" open account={{ ...aReceivable(), ...blankAccount, clientName: '' } as never} categories={RECEITA} onClose={noop} onSaved={noop} />
      ),
    },
    {
      name: 'Editar conta a pagar',
      form: 'Editar conta a pagar',
      render: () => <AccountFormDialog kind="payable" open account={{ ...aPayable(), ...blankAccount, supplierName: '' } as never} categories={DESPESA} onClose={noop} onSaved={noop} />,
    },
  ],
  'features/accounts/components/payment-dialog.tsx': [
    {
      name: 'Registrar recebimento',
      form: '',
      opensFilled: true,
      render: () => <PaymentDialog kind="receivable" open account={aReceivable()} onClose={noop} onPaid={noop} />,
    },
  ],
  'features/accounts/components/cancel-account-dialog.tsx': [
    { name: 'Cancelar conta', form: '', render: () => <CancelAccountDialog kind="payable" open account={aPayable()} onClose={noop} onCancelled={noop} /> },
  ],
  'features/budgets/components/budget-form-dialog.tsx': [
    { name: 'Novo orçamento', form: '', render: () => <BudgetFormDialog open onClose={noop} onSaved={noop} /> },
  ],
  'features/budgets/components/budget-action-dialogs.tsx': [
    { name: 'Recusar orçamento', form: '', render: () => <RefuseBudgetDialog open budget={aBudget({ status: 'ENVIADO' } as never)} onClose={noop} onDone={noop} /> },
    { name: 'Confirmar pagamento do orçamento', form: '', opensFilled: true, render: () => <ConfirmBudgetPaymentDialog open budget={aBudget({ status: 'APROVADO', paidAmount: '0.00', totalAmount: '0.00' } as never)} onClose={noop} onDone={noop} /> },
  ],
  'features/defaulters/components/contacts-dialog.tsx': [
    { name: 'Histórico de contatos', form: '', render: () => <ContactsDialog open defaulter={defaulter} onClose={noop} onAdded={noop} /> },
  ],
  'features/defaulters/components/status-dialog.tsx': [
    { name: 'Situação da cobrança', form: '', render: () => <StatusDialog open defaulter={defaulter} onClose={noop} onSaved={noop} /> },
  ],
  'features/defaulters/components/agreement-dialog.tsx': [
    { name: 'Acordo', form: '', render: () => <AgreementDialog open defaulter={defaulter} onClose={noop} onSaved={noop} /> },
  ],
  'features/payment-requests/components/payment-request-dialogs.tsx': [
    { name: 'Registrar pagamento da solicitação', form: '', render: () => <PayPaymentRequestDialog open request={aPaymentRequest({ status: 'APPROVED', amount: '' } as never)} onClose={noop} onDone={noop} /> },
    { name: 'Cancelar solicitação', form: '', render: () => <CancelPaymentRequestDialog open request={aPaymentRequest()} onClose={noop} onDone={noop} /> },
  ],
  'features/payment-requests/components/bulk-actions.tsx': [
    {
      name: 'Pagar selecionados',
      form: 'Pagar selecionados',
      opensFilled: true,
      render: () => <BulkActions bulk={twoPicked} />,
      open: (user) => user.click(screen.getByRole('button', { name: 'Pagar selecionados' })),
    },
  ],
  'features/payment-requests/payout-batch/payout-batch-view.tsx': [
    {
      name: 'Marcar lote como pago',
      form: 'Marcar lote como pago',
      opensFilled: true,
      render: () => <PayoutBatchView batch={aBatch} source={{ ids: '1,2' }} />,
      open: (user) => user.click(screen.getByRole('button', { name: 'Marcar lote como pago' })),
    },
  ],
  'features/recurring/components/recurring-form-dialog.tsx': [
    { name: 'Nova conta recorrente', form: '', render: () => <RecurringFormDialog open categories={DESPESA} onClose={noop} onSaved={noop} /> },
    { name: 'Editar conta recorrente', form: '', render: () => <RecurringFormDialog open account={recurring} categories={DESPESA} onClose={noop} onSaved={noop} /> },
  ],
  'features/recurring/components/generate-dialog.tsx': [
    { name: 'Gerar contas', form: '', opensFilled: true, render: () => <GenerateDialog open account={{ ...recurring, description: 'Aluguel' }} onClose={noop} onGenerated={noop} /> },
  ],
};

describeAllForms({ srcDir: `${__dirname}/..`, cases: CASES, session: SESSION, api: { 'GET /api/service-catalog': { body: { data: [], meta: { total: 0, page: 1, pageSize: 100, totalPages: 0 } } } } });
