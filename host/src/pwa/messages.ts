/** Install and cache messages (SPEC §8 "Install and cache", §2 install/offline texts). */
export const PWA_MESSAGES = {
  alreadyInstalled: 'App já está instalado!',
  workerNotFound: 'Service Worker não encontrado. Recarregue a página.',
  installError: (detail: string) => `Erro durante a instalação: ${detail}`,
  cacheUpdateError: 'Erro ao atualizar o cache',
  prepareAppError: 'Erro ao preparar app para uso offline',
  workerUnsupported: 'Service Worker não suportado neste navegador',
  installCancelled: 'Instalação cancelada. Você pode instalar depois pelo menu do navegador.',
  installed: 'App instalado com sucesso! Agora você pode usar offline.',
  cacheUpdated: 'Cache atualizado! Recarregue a página para ver as mudanças.',
  appPrepared: 'App preparado para uso offline!',
  updateAvailable: 'Nova versão disponível!',
  offline: 'Você está offline. Algumas funcionalidades podem estar limitadas.',
  offlineMode: 'Sem conexão - modo offline ativado',
} as const;

/** The install banner appears this long after start, when the app is installable (SPEC §9). */
export const INSTALL_BANNER_DELAY_MS = 30_000;
