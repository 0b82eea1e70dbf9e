/** The close-out's pt-BR texts. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CLOSE_OUT_TEXTS = {
  title: 'Fechamento do evento',
  description: 'Cada dia da equipe com entrada, saída, horas e diária. As exceções aparecem primeiro: confira antes de pagar.',
  open: 'Fechamento do evento',
  noEvent: 'Escolha um evento para ver o fechamento.',
  empty: 'Nenhum funcionário escalado neste evento.',
  loadError: "Não foi possível carregar o fechamento. Use 'Atualizar' para tentar novamente.",
  request: 'Solicitar pagamento dos presentes',
  requestHint: 'Dias com exceção ficam de fora, a menos que sejam marcados um a um.',
  include: (name: string, day: string) => `Incluir ${name} em ${day}`,
  totals: 'Totais por função',
  overall: 'Total geral',
  noBudget: 'O evento não tem orçamento aprovado: não há linhas de equipe para comparar.',
  payoutBatch: 'Lote de pagamento PIX',
  finalized: 'Evento finalizado',
  summary: (created: number, existing: number, skipped: number, refused: number) =>
    `${plural(created, 'solicitação criada', 'solicitações criadas')}; ${plural(existing, 'já existia', 'já existiam')}; ${plural(skipped, 'dia com exceção deixado de fora', 'dias com exceção deixados de fora')}; ${plural(refused, 'recusado', 'recusados')}`,
} as const;
