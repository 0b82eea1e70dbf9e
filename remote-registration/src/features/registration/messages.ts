/** The pt-BR texts of the registration feature. */
import type { InvitationStatus } from '@sge/shared/contract';
import type { StatusTone } from '@sge/shared/ui';

export const REGISTRATION_TEXTS = {
  linkCreated: 'Convite criado com sucesso',
  linkRevoked: 'Convite revogado',
  linkCopied: 'Link copiado para a área de transferência',
  copyFailed: 'Não foi possível copiar o link. Selecione-o e copie manualmente.',
  approved: (name: string) => `Cadastro aprovado: ${name} agora é funcionário`,
  payRateProposed: (service: string) => `Proposto pelo catálogo de serviços: ${service}`,
  rejected: 'Solicitação rejeitada',
  walkInSent: 'Cadastro enviado para aprovação',
  consentRequired: 'É necessário autorizar o tratamento dos dados pessoais (LGPD)',
  consentLabel:
    'Autorizo o tratamento dos meus dados pessoais para fins de cadastro e contratação, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018)',
  walkInConsentLabel:
    'O colaborador autorizou o tratamento dos seus dados pessoais para fins de cadastro e contratação, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018)',
  birthDateInFuture: 'Data de nascimento não pode ser futura',
  tooYoung: (age: number) => `É necessário ter pelo menos ${age} anos`,
  duplicateEmployee: 'CPF já cadastrado',
  duplicateRequest: 'CPF em outra solicitação',
} as const;

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, { label: string; tone: StatusTone }> = {
  ACTIVE: { label: 'Ativo', tone: 'success' },
  EXPIRED: { label: 'Expirado', tone: 'neutral' },
  EXHAUSTED: { label: 'Esgotado', tone: 'warning' },
  REVOKED: { label: 'Revogado', tone: 'error' },
};

/** What the public page says when a token cannot be used. */
export const UNUSABLE_INVITATION: Record<'INVALID' | Exclude<InvitationStatus, 'ACTIVE'>, { title: string; text: string }> = {
  INVALID: {
    title: 'Convite inválido',
    text: 'Este link de convite não é válido. Confira se o endereço foi copiado por completo ou peça um novo link a quem o enviou.',
  },
  EXPIRED: { title: 'Convite expirado', text: 'Este convite expirou. Peça um novo link a quem o enviou.' },
  EXHAUSTED: {
    title: 'Convite esgotado',
    text: 'Este convite já atingiu o número máximo de cadastros. Peça um novo link a quem o enviou.',
  },
  REVOKED: { title: 'Convite cancelado', text: 'Este convite foi cancelado. Peça um novo link a quem o enviou.' },
};
