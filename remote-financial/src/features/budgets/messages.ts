/** The pt-BR notifications of the budgets page. */
export const BUDGET_NOTICES = {
  created: 'Orçamento criado com sucesso',
  updated: 'Orçamento atualizado com sucesso',
  deleted: 'Orçamento excluído com sucesso',
  sent: 'Orçamento enviado ao cliente',
  approved: 'Orçamento aprovado: conta a receber criada',
  refused: 'Orçamento recusado',
  paid: 'Pagamento do orçamento confirmado',
  eventCreated: (name: string) => `Evento "${name}" criado a partir do orçamento`,
  catalogError: 'Não foi possível carregar o catálogo de serviços',
} as const;
