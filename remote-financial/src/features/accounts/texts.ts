/** The pt-BR texts of the two ledgers, so one set of components serves receivables and payables. */
import type { AccountKind } from './api';

export interface AccountTexts {
  title: string;
  description: string;
  newButton: string;
  newTitle: string;
  editTitle: string;
  party: string;
  partyPlaceholder: string;
  payAction: string;
  payTitle: string;
  payConfirm: string;
  paid: string;
  settledLabel: string;
  settledFilter: string;
  created: string;
  updated: string;
  deleted: string;
  cancelled: string;
  payRecorded: string;
  settledNow: string;
  statsPaid: string;
}

export const ACCOUNT_TEXTS: Record<AccountKind, AccountTexts> = {
  receivable: {
    title: 'Contas a Receber',
    description: 'O que os clientes devem à empresa: vencimentos, recebimentos parciais e cancelamentos.',
    newButton: 'Nova conta a receber',
    newTitle: 'Nova conta a receber',
    editTitle: 'Editar conta a receber',
    party: 'Cliente',
    partyPlaceholder: 'Nome do cliente',
    payAction: 'Receber',
    payTitle: 'Registrar recebimento',
    payConfirm: 'Confirmar recebimento',
    paid: 'Recebido',
    settledLabel: 'Recebido',
    settledFilter: 'Recebidas',
    created: 'Conta a receber cadastrada com sucesso',
    updated: 'Conta a receber atualizada com sucesso',
    deleted: 'Conta a receber excluída com sucesso',
    cancelled: 'Conta a receber cancelada',
    payRecorded: 'Recebimento registrado com sucesso',
    settledNow: 'Recebimento registrado: conta quitada',
    statsPaid: 'Recebido',
  },
  payable: {
    title: 'Contas a Pagar',
    description: 'O que a empresa deve a fornecedores: vencimentos, pagamentos parciais e cancelamentos.',
    newButton: 'Nova conta a pagar',
    newTitle: 'Nova conta a pagar',
    editTitle: 'Editar conta a pagar',
    party: 'Fornecedor',
    partyPlaceholder: 'Nome do fornecedor',
    payAction: 'Pagar',
    payTitle: 'Registrar pagamento',
    payConfirm: 'Confirmar pagamento',
    paid: 'Pago',
    settledLabel: 'Pago',
    settledFilter: 'Pagas',
    created: 'Conta a pagar cadastrada com sucesso',
    updated: 'Conta a pagar atualizada com sucesso',
    deleted: 'Conta a pagar excluída com sucesso',
    cancelled: 'Conta a pagar cancelada',
    payRecorded: 'Pagamento registrado com sucesso',
    settledNow: 'Pagamento registrado: conta quitada',
    statsPaid: 'Pago',
  },
};
