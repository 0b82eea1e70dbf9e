/** The pt-BR notifications of the payment requests page. */
export const PAYMENT_REQUEST_NOTICES = {
  approved: 'Solicitação aprovada: conta a pagar criada',
  paid: 'Pagamento registrado e confirmado para o funcionário',
  cancelled: 'Solicitação cancelada',
  loadError: "Não foi possível carregar as solicitações de pagamento. Use 'Atualizar' para tentar novamente.",
} as const;

/** The bulk actions' notices (counts in pt-BR). */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const BULK_NOTICES = {
  approved: (n: number) => `${plural(n, 'solicitação aprovada', 'solicitações aprovadas')}: contas a pagar criadas`,
  paid: (n: number) => `${plural(n, 'pagamento registrado', 'pagamentos registrados')}`,
  refused: (n: number) => `${plural(n, 'solicitação recusada', 'solicitações recusadas')}: veja o motivo de cada uma`,
  summary: (action: 'approve' | 'pay', applied: number, refused: number) =>
    `${action === 'approve' ? plural(applied, 'aprovada', 'aprovadas') : plural(applied, 'paga', 'pagas')}; ${plural(refused, 'recusada', 'recusadas')}`,
} as const;
