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
