/** The pt-BR texts of the Events feature (the error catalogue lives in the contract: EVENT_STORE_ERRORS). */
export const EVENT_MESSAGES = {
  created: 'Evento criado com sucesso',
  updated: 'Evento atualizado com sucesso',
  deleted: 'Evento excluído com sucesso',
  dayAdded: 'Dia adicionado ao evento',
  dayRemoved: 'Dia removido do evento',
  finalized: 'Evento finalizado',
  duplicateDay: 'Esta data já faz parte do evento',
  invalidDay: 'Informe uma data válida',
} as const;

/** The texts of the events list on a phone (pages/events-venue.tsx, event-cards.tsx). */
export const EVENT_LIST_TEXTS = {
  title: 'Eventos',
  description: 'Eventos, seus dias e a equipe escalada em cada dia: entrada, saída e pagamento.',
  newEvent: 'Novo evento',
  fromOffline: 'Exibindo os eventos baixados para uso offline neste dispositivo.',
  loading: 'Carregando dados...',
  empty: 'Nenhum evento encontrado.',
  list: 'Eventos',
  today: 'Hoje',
  details: 'Ver detalhes',
  detailsOf: (name: string) => `Ver detalhes de ${name}`,
  actionsOf: (name: string) => `Ações de ${name}`,
  staffCount: (count: number) => (count === 1 ? '1 pessoa na equipe' : `${count} pessoas na equipe`),
  pager: 'Paginação',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;

/** An event's status on its card, as StatusBadge names 'ACTIVE' and 'FINALIZED' elsewhere. */
export const EVENT_STATUS_LABELS = {
  active: 'Ativo',
  finalized: 'Finalizado',
} as const;

/** Labels of the offline copy of an event (the download messages live in @sge/shared/offline). */
export const OFFLINE_COPY_LABELS = {
  download: 'Baixar para uso offline',
  refresh: 'Atualizar cópia offline',
} as const;

/** The pt-BR texts of the managers' clock flags (issue 12 §1.7). */
export const CLOCK_FLAG_TEXTS = {
  title: 'Registros com relógio divergente',
  empty: 'Nenhum registro com relógio divergente.',
  failed: 'Não foi possível carregar os registros com relógio divergente.',
  retry: 'Tentar novamente',
  offline: 'Consulta disponível somente com conexão.',
  loading: 'Carregando registros...',
  kinds: { checkin: 'Entrada', checkout: 'Saída' },
  headers: { person: 'Pessoa', day: 'Dia', kind: 'Tipo', deviceTime: 'Horário do aparelho', receivedAt: 'Recebido em', skew: 'Diferença' },
} as const;

/** '+3 h 00 min', '-0 h 07 min': how far the device clock was off (received minus device time). */
export function formatSkew(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${sign}${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The event screen's states before its event is there (the wide page and the phone's gate screen). */
export const EVENT_DETAIL_TEXTS = {
  loading: 'Carregando evento...',
  failed: 'Não foi possível carregar o evento.',
  offlineHint: 'Sem conexão, somente os eventos baixados para uso offline podem ser abertos.',
  retry: 'Tentar novamente',
} as const;

/** What a finalized event says above its data (the wide page and the phone's gate screen). */
export const FINALIZED_TEXT = 'Evento finalizado: as informações estão disponíveis somente para consulta.';
