/** The pt-BR texts the events area answers with (the client shows them as they are). */
export const EVENT_MESSAGES = {
  eventNotFound: 'Evento não encontrado',
  linkNotFound: 'Funcionário do evento não encontrado',
  paymentRequestNotFound: 'Solicitação de pagamento não encontrada',
  dayNotInEvent: 'Dia não encontrado no evento',
  invalidDate: 'Data inválida',
  finalized: 'Evento finalizado não pode ser alterado',
  alreadyFinalized: 'Evento já finalizado',
  duplicateDay: 'Já existe um dia com esta data neste evento',
  dayHasStaff: 'Não é possível remover um dia que possui funcionários escalados',
  eventHasRecords: 'Este evento possui registros de ponto ou pagamentos e não pode ser excluído',
  dayNotInEventForLink: 'O dia informado não pertence ao evento',
  alreadyAssigned: 'Funcionário já está escalado neste dia',
  inactiveEmployee: 'Funcionário inativo não pode ser escalado',
  linkHasPaymentRequests: 'Funcionário possui solicitações de pagamento (payment_request) e não pode ser removido do evento',
  checkInDone: 'Entrada já registrada',
  checkOutDone: 'Saída já registrada',
  checkOutWithoutCheckIn: 'Não é possível registrar saída sem entrada',
  checkOutBeforeCheckIn: 'Horário de saída anterior ao de entrada',
  dayNotWorked: 'Só é possível solicitar pagamento de um dia trabalhado (com entrada e saída)',
  paymentAlreadyRequested: 'Pagamento já solicitado',
  paymentAboveRate: (rate: string) => `O valor solicitado não pode ser maior que a diária do funcionário (R$ ${rate.replace('.', ',')})`,
  noPaymentRequest: 'Não há solicitação de pagamento para este funcionário',
  syncMismatch: 'O registro offline não corresponde a este funcionário do evento',
  syncNoTime: 'O registro offline não tem horário de entrada nem de saída',
  /** A booking on a day the employee already works another event, not confirmed. */
  bookedElsewhere: (eventNames: readonly string[]) =>
    `Funcionário já escalado neste dia em outro evento: ${eventNames.map((name) => `'${name}'`).join(', ')}. Confirme para escalar mesmo assim.`,
  /** A check-in/out whose time falls in the employee's time at another event on the same day. */
  overlappingTimes: (eventName: string, checkIn: string, checkOut: string | null) =>
    checkOut
      ? `Horário sobreposto: o funcionário tem ponto no evento '${eventName}' neste dia, das ${checkIn} às ${checkOut}`
      : `Horário sobreposto: o funcionário está com entrada no evento '${eventName}' desde ${checkIn}, sem saída registrada`,
} as const;

/** Why sync-offline discarded a part (SPEC §5: the server already holds earlier data). */
export const DISCARD_REASONS = {
  checkinEarlier: (time: string) => `Entrada descartada: o servidor já possui um horário anterior (${time})`,
  checkinSame: (time: string) => `Entrada descartada: o servidor já possui este mesmo horário (${time})`,
  checkinAfterCheckout: (time: string) => `Entrada descartada: horário posterior à saída registrada (${time})`,
  checkoutEarlier: (time: string) => `Saída descartada: o servidor já possui um horário anterior (${time})`,
  checkoutSame: (time: string) => `Saída descartada: o servidor já possui este mesmo horário (${time})`,
  checkoutBeforeCheckin: (time: string) => `Saída descartada: horário anterior ao da entrada (${time})`,
  checkoutWithoutCheckin: 'Saída descartada: não há horário de entrada registrado',
} as const;
