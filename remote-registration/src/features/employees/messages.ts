/** The pt-BR notifications of the Employees feature. */
export const EMPLOYEE_MESSAGES = {
  created: 'Funcionário cadastrado com sucesso',
  updated: 'Funcionário atualizado com sucesso',
  deleted: 'Funcionário excluído com sucesso',
  badgeIssued: 'Novo crachá gerado',
  badgePrintFailed: 'Não foi possível abrir a impressão do crachá. Verifique a conexão e tente novamente.',
} as const;
