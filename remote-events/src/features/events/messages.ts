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
