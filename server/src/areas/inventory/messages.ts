/** The pt-BR texts the inventory area answers with (the client shows them as they are). */
export const INVENTORY_MESSAGES = {
  itemNotFound: 'Item não encontrado',
  eventNotFound: 'Evento não encontrado',
  duplicateSku: 'Já existe um item com este SKU',
  itemHasMovements: 'Este item possui movimentações e não pode ser excluído. Desative-o para que deixe de ser usado.',
  inactiveItem: 'Item inativo não pode receber entradas nem saídas',
  finalizedEvent: 'Evento finalizado não aceita saídas de estoque',
  quantityPositive: "Campo 'Quantidade' deve ser maior que zero",
  quantityNotNegative: "Campo 'Quantidade' não pode ser negativo",
  adjustmentZero: 'O ajuste deve ser diferente de zero',
  eventRequired: "Campo 'Evento' é obrigatório para saídas e retornos",
  eventNotAllowed: 'Entradas e ajustes não são vinculados a eventos',
  reasonRequired: "Campo 'Motivo' é obrigatório para ajustes",
  returnOnlyFields: "Campos 'Avariados' e 'Perdidos' valem apenas para retornos",
  unitCostOnlyEntry: "Campo 'Custo unitário' vale apenas para entradas",
  damagedExceeds: 'Avariados não podem exceder a quantidade devolvida',
  returnEmpty: 'Informe a quantidade devolvida ou perdida',
  invalidDate: 'Data inválida',
  futureDate: 'A data da movimentação não pode ser futura',
  invalidPeriod: 'Período inválido: a data inicial é posterior à final',
  nameTooShort: "Campo 'Nome' deve ter pelo menos 2 caracteres",
  categoryTooShort: "Campo 'Categoria' deve ter pelo menos 2 caracteres",
  unitRequired: "Campo 'Unidade' é obrigatório",
  insufficientStock: (name: string, available: number, requested: number, unit: string) =>
    `Estoque insuficiente de ${name}: disponível ${available} ${unit}, solicitado ${requested} ${unit}`,
  negativeAdjustment: (name: string, available: number, unit: string) =>
    `O ajuste deixaria o estoque de ${name} negativo (disponível ${available} ${unit})`,
  nothingOutstanding: (name: string) => `Não há ${name} pendente de devolução neste evento`,
  returnExceeds: (name: string, outstanding: number, unit: string) =>
    `A devolução excede o que saiu para este evento: pendente ${outstanding} ${unit} de ${name}`,
} as const;

export const INITIAL_STOCK_NOTE = 'Estoque inicial';
