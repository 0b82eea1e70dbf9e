/** The pt-BR texts the employees area answers with (the client shows them as they are). */
export const EMPLOYEE_MESSAGES = {
  notFound: 'Funcionário não encontrado',
  nameTooShort: "Campo 'Nome' deve ter pelo menos 2 caracteres",
  functionTooShort: "Campo 'Função' deve ter pelo menos 2 caracteres",
  invalidCpf: 'CPF inválido',
  invalidEmail: 'E-mail inválido',
  invalidPhone: 'Telefone inválido',
} as const;
