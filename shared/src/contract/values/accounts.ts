/** Accounts values of the contract: receivables, payables, recurring accounts and defaulters (TypeBox-free, for the browser apps). */

export const RECEIVABLE_STATUSES = ['PENDENTE', 'PARCIAL', 'RECEBIDO', 'CANCELADO'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];
export const PAYABLE_STATUSES = ['PENDENTE', 'PARCIAL', 'PAGO', 'CANCELADO'] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];

/** pt-BR labels of the account statuses (plus the derived 'VENCIDA'). */
export const ACCOUNT_STATUS_LABELS: Record<ReceivableStatus | PayableStatus | 'VENCIDA', string> = {
  PENDENTE: 'Pendente',
  PARCIAL: 'Parcial',
  RECEBIDO: 'Recebido',
  PAGO: 'Pago',
  CANCELADO: 'Cancelado',
  VENCIDA: 'Vencida',
};

export const PAYMENT_METHODS = ['PIX', 'DINHEIRO', 'CARTAO_CREDITO', 'CARTAO_DEBITO', 'BOLETO', 'TRANSFERENCIA', 'CHEQUE', 'OUTRO'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  PIX: 'PIX',
  DINHEIRO: 'Dinheiro',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de débito',
  BOLETO: 'Boleto',
  TRANSFERENCIA: 'Transferência',
  CHEQUE: 'Cheque',
  OUTRO: 'Outro',
};

/**
 * The situations the ledger pages filter by (one select): open (PENDENTE or PARCIAL), overdue (open
 * and past due), one status, or settled (RECEBIDO / PAGO).
 */
export const ACCOUNT_SITUATIONS = ['open', 'overdue', 'PENDENTE', 'PARCIAL', 'settled', 'CANCELADO'] as const;
export type AccountSituation = (typeof ACCOUNT_SITUATIONS)[number];

/** What GET /accounts-receivable sorts by (default: dueDate). */
export const RECEIVABLE_SORTS = ['dueDate', 'issueDate', 'amount', 'openAmount', 'description', 'clientName', 'categoryName', 'status', 'createdAt'] as const;
export type ReceivableSort = (typeof RECEIVABLE_SORTS)[number];
/** What GET /accounts-payable sorts by (default: dueDate). */
export const PAYABLE_SORTS = ['dueDate', 'issueDate', 'amount', 'openAmount', 'description', 'supplierName', 'categoryName', 'status', 'createdAt'] as const;
export type PayableSort = (typeof PAYABLE_SORTS)[number];

// ─── Recurring accounts ───────────────────────────────────────────────────────────────────────

export const RECURRING_FREQUENCIES = ['SEMANAL', 'MENSAL', 'ANUAL'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
export const RECURRING_FREQUENCY_LABELS: Record<RecurringFrequency, string> = { SEMANAL: 'Semanal', MENSAL: 'Mensal', ANUAL: 'Anual' };

/** What GET /recurring-accounts sorts by (default: description). nextDueDate is computed per page, so it sorts nothing. */
export const RECURRING_SORTS = ['description', 'supplierName', 'categoryName', 'amount', 'frequency', 'startDate', 'generatedCount', 'active', 'createdAt'] as const;
export type RecurringSort = (typeof RECURRING_SORTS)[number];

// ─── Defaulters ───────────────────────────────────────────────────────────────────────────────

export const COLLECTION_STATUSES = ['EM_ABERTO', 'CONTATADO', 'EM_NEGOCIACAO', 'ACORDO_FIRMADO', 'COBRANCA_JURIDICA', 'INCOBRAVEL'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];
export const COLLECTION_STATUS_LABELS: Record<CollectionStatus, string> = {
  EM_ABERTO: 'Em aberto',
  CONTATADO: 'Contatado',
  EM_NEGOCIACAO: 'Em negociação',
  ACORDO_FIRMADO: 'Acordo firmado',
  COBRANCA_JURIDICA: 'Cobrança jurídica',
  INCOBRAVEL: 'Incobrável',
};

export const CONTACT_CHANNELS = ['TELEFONE', 'EMAIL', 'WHATSAPP', 'PRESENCIAL', 'OUTRO'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  TELEFONE: 'Telefone',
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
  PRESENCIAL: 'Presencial',
  OUTRO: 'Outro',
};

/** What GET /financial/defaulters sorts by (default: dueDate, the oldest debt first). */
export const DEFAULTER_SORTS = [
  'dueDate',
  'daysOverdue',
  'clientName',
  'description',
  'amount',
  'openAmount',
  'collectionStatus',
  'remindersCount',
  'lastContactAt',
] as const;
export type DefaulterSort = (typeof DEFAULTER_SORTS)[number];
