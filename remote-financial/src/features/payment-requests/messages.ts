/** The pt-BR notifications of the payment requests page. */
export const PAYMENT_REQUEST_NOTICES = {
  approved: 'Solicitação aprovada: conta a pagar criada',
  paid: 'Pagamento registrado e confirmado para o funcionário',
  cancelled: 'Solicitação cancelada',
  loadError: "Não foi possível carregar as solicitações de pagamento. Use 'Atualizar' para tentar novamente.",
} as const;
