/** The pt-BR texts the health area answers with. */
export const HEALTH_MESSAGES = {
  databaseUnavailable: 'Banco de dados indisponível',
} as const;
