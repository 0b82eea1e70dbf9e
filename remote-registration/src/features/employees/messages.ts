/** The pt-BR notifications of the Employees feature. */
export const EMPLOYEE_MESSAGES = {
  created: 'Funcionário cadastrado com sucesso',
  updated: 'Funcionário atualizado com sucesso',
  deleted: 'Funcionário excluído com sucesso',
} as const;
