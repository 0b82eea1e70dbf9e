/** The pt-BR texts the admin area answers with (the client shows them as they are). */
export const ADMIN_MESSAGES = {
  nameTooShort: "Campo 'Nome' deve ter pelo menos 2 caracteres",
  unitRequired: "Campo 'Unidade' é obrigatório",
  companyNameTooShort: "Campo 'Nome da empresa' deve ter pelo menos 2 caracteres",
  userNotFound: 'Usuário não encontrado',
  invalidEmail: 'E-mail inválido',
  lastAdminDeactivate: 'Não é possível desativar o último administrador ativo',
  lastAdminDemote: 'Não é possível alterar o perfil do último administrador ativo',
  selfDeactivate: 'Você não pode desativar o seu próprio usuário',

  categoryNotFound: 'Categoria não encontrada',
  parentNotFound: 'Categoria pai não encontrada',
  parentOtherType: 'A categoria pai deve ser do mesmo tipo (receita ou despesa)',
  parentIsSubcategory: 'A categoria pai não pode ser uma subcategoria',
  parentIsSelf: 'Uma categoria não pode ser pai de si mesma',
  hasSubcategoriesCannotNest: 'Uma categoria com subcategorias não pode se tornar subcategoria',
  typeChangeWithSubcategories: 'Não é possível alterar o tipo de uma categoria que possui subcategorias',
  typeChangeInUse: 'Não é possível alterar o tipo de uma categoria já usada em contas',
  categoryDuplicate: 'Já existe uma categoria deste tipo com este nome',
  categoryHasSubcategories: 'Esta categoria possui subcategorias e não pode ser excluída',
  categoryInUse:
    'Esta categoria está em uso em contas a pagar ou a receber e não pode ser excluída. Desative-a para que não seja mais oferecida.',
  parentInactive: 'Ative primeiro a categoria pai',

  serviceNotFound: 'Serviço não encontrado',
  serviceInUse: 'Este serviço é usado em orçamentos e não pode ser excluído. Desative-o para que não seja mais oferecido.',

  gatewayNotFound: 'Gateway de pagamento não encontrado',
  gatewayDuplicate: 'Já existe um gateway com este nome',
  unknownCredential: (field: string, provider: string) => `Credencial '${field}' não se aplica ao provedor ${provider}`,
  missingCredential: (label: string) => `Credencial '${label}' é obrigatória`,
  credentialsUnreadable:
    'Não foi possível ler as credenciais salvas: a chave de criptografia do servidor mudou. Informe as credenciais novamente.',
  testOk:
    'Configuração válida: campos obrigatórios presentes e formato das credenciais conferido. Nenhuma conexão com o provedor foi feita (verificação offline).',
  testFailed: 'Configuração com problemas (verificação offline, sem conexão com o provedor).',
} as const;

/** The constraint a PostgreSQL error names, with its SQLSTATE. */
export function pgError(error: unknown): { code: string; constraint?: string } | null {
  const e = error as { code?: unknown; constraint?: unknown };
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
