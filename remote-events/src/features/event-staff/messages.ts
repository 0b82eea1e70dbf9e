/** The pt-BR texts of the staff feature (the error catalogue lives in the contract: STAFF_STORE_ERRORS). */
export const STAFF_MESSAGES = {
  assigned: 'Funcionário escalado com sucesso',
  /** Several people assigned in one press of 'Escalar'. */
  assignedMany: (count: number) => `${count} funcionários escalados com sucesso`,
  /** Several picked: each keeps their own function and pay rate. */
  ownTerms: 'Cada funcionário é escalado com a sua função e o seu valor da diária.',
  selectedMany: (names: readonly string[]) => `Selecionados (${names.length}): ${names.join(', ')}`,
  unpick: (name: string) => `Remover ${name} da seleção`,
  updated: 'Escala atualizada com sucesso',
  removed: 'Funcionário removido do evento',
  checkedIn: (time: string) => `Entrada registrada às ${time}`,
  checkedOut: (time: string) => `Saída registrada às ${time}`,
  paymentRequested: 'Pagamento solicitado',
  paymentConfirmed: 'Pagamento confirmado',
  alreadyOnDay: 'Funcionário já está escalado neste dia',
  pickEmployee: 'Selecione um funcionário',
  emptyDay: 'Nenhum funcionário escalado neste dia',
  /** Double booking: the confirmation before assigning someone who works another event that day. */
  overlapTitle: 'Funcionário já escalado neste dia',
  overlapMessage: (name: string, events: readonly string[]) =>
    `${name} já está escalado(a) neste dia em outro evento: ${events.map((event) => `'${event}'`).join(', ')}. Deseja escalar também neste evento?`,
  overlapConfirm: 'Escalar mesmo assim',
} as const;

/** The pt-BR texts of check-in/out with no connection (SPEC §8 "Offline"). */
export const OFFLINE_STAFF_MESSAGES = {
  checkOutNeedsCheckIn: 'Registre a entrada antes da saída',
  linkNotFound: 'Funcionário do evento não encontrado',
  /** A record the server discarded (SPEC §5), shown on its row. */
  discarded: (what: string, reason: string) => `Registro offline descartado (${what}): ${reason}`,
} as const;

/** The pt-BR texts of the check-in screen (issue 12). */
export const CHECK_IN_TEXTS = {
  search: 'Buscar pessoa',
  days: 'Dias do evento',
  filters: 'Filtrar equipe',
  list: (day: string) => `Equipe de ${day}`,
  checkIn: 'Registrar entrada',
  checkOut: 'Registrar saída',
  checkInOf: (name: string) => `Registrar entrada de ${name}`,
  checkOutOf: (name: string) => `Registrar saída de ${name}`,
  moreActions: (name: string) => `Mais ações de ${name}`,
  undo: 'Desfazer',
  undoOf: (what: 'entrada' | 'saída', name: string) => `Desfazer ${what} de ${name}`,
  alreadySent: 'Já enviado; não é mais possível desfazer',
  noMatch: 'Nenhuma pessoa encontrada.',
  reason: (reason: string) => `Motivo: ${reason}`,
} as const;

/** The pt-BR texts of badge scanning on the check-in screen (issue 13). */
export const SCAN_TEXTS = {
  open: 'Escanear crachá',
  title: 'Escanear crachá',
  hint: 'Aponte a câmera para o QR code do crachá.',
  starting: 'Abrindo a câmera...',
  camera: 'Imagem da câmera',
  close: 'Fechar',
  type: 'Digitar código',
  codeLabel: 'Código do crachá',
  codeHint: 'O código curto impresso no crachá, como ABCDE-FGHJK.',
  confirm: 'Confirmar',
  checkedIn: (name: string, time: string) => `Entrada: ${name} · ${time}`,
  checkedOut: (name: string, time: string) => `Saída: ${name} · ${time}`,
  alreadyOut: (name: string, time: string) => `${name} já saiu às ${time}`,
  quickCheckOut: (name: string) => `Registrar saída de ${name}?`,
  quickCheckOutWhy: 'A entrada foi há menos de 1 minuto.',
  checkOut: 'Registrar saída',
  cancel: 'Cancelar',
  cancelled: 'Saída não registrada.',
  cameraDenied:
    'Não foi possível usar a câmera. Permita o acesso à câmera nas configurações do navegador ou digite o código do crachá.',
  noCamera: 'Nenhuma câmera encontrada neste aparelho. Digite o código do crachá.',
  readerFailed: 'Não foi possível iniciar a leitura do QR code. Digite o código do crachá.',
  readFailed: 'Não foi possível ler o crachá. Tente novamente.',
} as const;
