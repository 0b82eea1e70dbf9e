/** The pt-BR texts of the staff feature (the error catalogue lives in the contract: STAFF_STORE_ERRORS). */
export const STAFF_MESSAGES = {
  assigned: 'Funcionário escalado com sucesso',
  updated: 'Escala atualizada com sucesso',
  removed: 'Funcionário removido do evento',
  checkedIn: (time: string) => `Entrada registrada às ${time}`,
  checkedOut: (time: string) => `Saída registrada às ${time}`,
  paymentRequested: 'Pagamento solicitado',
  paymentConfirmed: 'Pagamento confirmado',
  alreadyOnDay: 'Funcionário já está escalado neste dia',
  pickEmployee: 'Selecione um funcionário',
  emptyDay: 'Nenhum funcionário escalado neste dia',
} as const;

/** The pt-BR texts of check-in/out with no connection (SPEC §8 "Offline"). */
export const OFFLINE_STAFF_MESSAGES = {
  checkedIn: (time: string) => `Entrada registrada às ${time} (offline, pendente de sincronização)`,
  checkedOut: (time: string) => `Saída registrada às ${time} (offline, pendente de sincronização)`,
  checkOutNeedsCheckIn: 'Registre a entrada antes da saída',
  linkNotFound: 'Funcionário do evento não encontrado',
  /** A record the server discarded (SPEC §5), shown on its row. */
  discarded: (what: string, reason: string) => `Registro offline descartado (${what}): ${reason}`,
} as const;
