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
