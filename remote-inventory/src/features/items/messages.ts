export const ITEM_MESSAGES = {
  created: 'Item cadastrado com sucesso',
  updated: 'Item atualizado com sucesso',
  deleted: 'Item excluído com sucesso',
  deactivated: 'Item desativado com sucesso',
  reactivated: 'Item reativado com sucesso',
} as const;
