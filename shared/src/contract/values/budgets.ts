/** Budget and payment-request values of the contract (TypeBox-free, for the browser apps). */

export const BUDGET_STATUSES = ['RASCUNHO', 'ENVIADO', 'APROVADO', 'PAGO', 'RECUSADO', 'EXPIRADO'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

export const BUDGET_STATUS_LABELS: Record<BudgetStatus, string> = {
  RASCUNHO: 'Rascunho',
  ENVIADO: 'Enviado',
  APROVADO: 'Aprovado',
  PAGO: 'Pago',
  RECUSADO: 'Recusado',
  EXPIRADO: 'Expirado',
};

/** The actions of the flow and the (effective) statuses each one starts from. */
export const BUDGET_TRANSITIONS = {
  edit: ['RASCUNHO', 'EXPIRADO'],
  send: ['RASCUNHO'],
  approve: ['ENVIADO'],
  refuse: ['ENVIADO'],
  confirmPayment: ['APROVADO'],
  createEvent: ['APROVADO', 'PAGO'],
  delete: ['RASCUNHO', 'RECUSADO', 'EXPIRADO'],
} as const satisfies Record<string, readonly BudgetStatus[]>;

/** How money came in or went out (the ledger's method column). */
export const SETTLEMENT_METHODS = ['PIX', 'DINHEIRO', 'CARTAO_CREDITO', 'CARTAO_DEBITO', 'BOLETO', 'TRANSFERENCIA', 'CHEQUE', 'OUTRO'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];
export const SETTLEMENT_METHOD_LABELS: Record<SettlementMethod, string> = {
  PIX: 'PIX',
  DINHEIRO: 'Dinheiro',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de débito',
  BOLETO: 'Boleto',
  TRANSFERENCIA: 'Transferência',
  CHEQUE: 'Cheque',
  OUTRO: 'Outro',
};

/** What GET /budgets sorts by (default: -createdAt, the newest first). */
export const BUDGET_SORTS = ['id', 'createdAt', 'clientName', 'eventName', 'validUntil', 'total', 'status'] as const;
export type BudgetSort = (typeof BUDGET_SORTS)[number];

/**
 * What GET /payment-requests sorts by. Without `sort`: the work queue order (pending, approved, paid,
 * cancelled; then the latest worked day first, then the employee's name).
 */
export const PAYMENT_REQUEST_SORTS = ['id', 'employeeName', 'eventName', 'eventDay', 'amount', 'status', 'requestedAt'] as const;
export type PaymentRequestSort = (typeof PAYMENT_REQUEST_SORTS)[number];

export const PAYMENT_REQUEST_STATUS_LABELS = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  PAID: 'Pago',
  CANCELLED: 'Cancelado',
} as const;

/** The pt-BR texts the budgets area answers with and shows. */
export const BUDGET_MESSAGES = {
  notFound: 'Orçamento não encontrado',
  serviceNotFound: 'Serviço não encontrado no catálogo',
  serviceInactive: 'Serviço inativo não pode ser orçado',
  invalidDocument: 'CPF/CNPJ inválido',
  invalidEmail: 'E-mail inválido',
  invalidPhone: 'Telefone inválido',
  invalidDate: 'Data inválida',
  pastValidity: 'A validade não pode ser anterior a hoje',
  duplicateDay: 'Datas do evento repetidas',
  noDays: 'Informe pelo menos uma data do evento',
  noItems: 'Inclua pelo menos um item no orçamento',
  itemDaysExceed: 'Os dias de um item não podem passar do número de datas do evento',
  discountExceeds: 'O desconto não pode ser maior que o subtotal',
  editOnlyDraft: 'Só é possível editar um orçamento em rascunho',
  sendOnlyDraft: 'Só é possível enviar um orçamento em rascunho',
  expired: 'Orçamento expirado: atualize a validade antes de continuar',
  approveOnlySent: 'Só é possível aprovar ou recusar um orçamento enviado',
  emptyTotal: 'Orçamento sem valor não pode ser enviado',
  payOnlyApproved: 'Só é possível confirmar o pagamento de um orçamento aprovado',
  receivableCancelled: 'A conta a receber deste orçamento foi cancelada',
  wrongPaymentValue: (open: string) => `O valor pago deve ser igual ao saldo em aberto (${open})`,
  createEventOnlyApproved: 'Só é possível criar o evento de um orçamento aprovado ou pago',
  eventAlreadyCreated: 'Este orçamento já possui um evento',
  deleteNotAllowed: 'Só é possível excluir orçamentos em rascunho, recusados ou expirados',
} as const;

export const PAYMENT_REQUEST_MESSAGES = {
  notFound: 'Solicitação de pagamento não encontrada',
  approveOnlyPending: 'Só é possível aprovar uma solicitação pendente',
  payNotAllowed: 'Só é possível pagar uma solicitação pendente ou aprovada',
  cancelPaid: 'Uma solicitação paga não pode ser cancelada',
  alreadyCancelled: 'Solicitação já cancelada',
  zeroAmount: 'Solicitação sem valor não gera conta a pagar',
  payableCancelled: 'A conta a pagar desta solicitação foi cancelada',
  payableHasPayments: 'A conta a pagar desta solicitação já possui pagamentos',
  wrongPaymentValue: (open: string) => `O valor pago deve ser igual ao saldo em aberto (${open})`,
} as const;
