/** The pt-BR notifications of the Users feature. */
export const USER_MESSAGES = {
  created: 'Usuário cadastrado com sucesso',
  updated: 'Usuário atualizado com sucesso',
  passwordChanged: 'Senha alterada com sucesso',
  activated: 'Usuário ativado com sucesso',
  deactivated: 'Usuário desativado com sucesso',
  passwordsDiffer: 'As senhas não conferem',
  passwordHint: 'Mínimo de 8 caracteres, com letras e números.',
} as const;
