/** What the sign-out and its pending-records dialog (an island) both need: the texts and the offline module. */
export const SIGN_OUT_TEXTS = {
  title: (count: number) => (count === 1 ? 'Há 1 registro ainda não enviado' : `Há ${count} registros ainda não enviados`),
  message:
    'As entradas e saídas registradas neste aparelho ainda não chegaram ao servidor. Envie-as antes de sair, ou mantenha-as aqui: serão enviadas no próximo login de quem registra presença.',
  syncAndLeave: 'Sincronizar e sair',
  keepAndLeave: 'Sair e manter neste aparelho',
  cancel: 'Cancelar',
  close: 'Fechar',
  syncFailed: (reason: string) => `Não foi possível enviar os registros (${reason}). Eles continuam neste aparelho.`,
  stillPending: (count: number) => (count === 1 ? '1 registro continua pendente. Ele continua neste aparelho.' : `${count} registros continuam pendentes. Eles continuam neste aparelho.`),
} as const;

export type OfflineModule = typeof import('@sge/shared/offline');
export const loadOffline = (): Promise<OfflineModule> => import('@sge/shared/offline');
