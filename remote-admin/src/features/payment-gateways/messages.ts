export const GATEWAY_MESSAGES = {
  created: 'Gateway cadastrado com sucesso',
  updated: 'Gateway atualizado com sucesso',
  deleted: 'Gateway excluído com sucesso',
  activated: 'Gateway ativado com sucesso',
  testOk: 'Configuração do gateway válida (verificação offline)',
  testFailed: 'A configuração do gateway tem problemas',
  keepHint: 'Deixe em branco para manter o valor salvo',
} as const;
