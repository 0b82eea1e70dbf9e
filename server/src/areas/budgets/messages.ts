/**
 * The pt-BR texts the budgets area's server answers with that the contract does not hold
 * (BUDGET_MESSAGES and PAYOUT_BATCH_MESSAGES, shared with the screens, hold the others).
 */
export const BUDGETS_AREA_MESSAGES = {
  refusalReasonRequired: "Campo 'Motivo' é obrigatório para recusar",
  cancelReasonTooShort: "Campo 'Motivo' deve ter pelo menos 3 caracteres",
} as const;
