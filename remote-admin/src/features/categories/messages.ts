export const CATEGORY_MESSAGES = {
  created: 'Categoria cadastrada com sucesso',
  updated: 'Categoria atualizada com sucesso',
  deleted: 'Categoria excluída com sucesso',
  activated: 'Categoria ativada com sucesso',
  deactivated: 'Categoria desativada com sucesso',
  invalidColor: 'Use uma cor no formato #RRGGBB',
} as const;
