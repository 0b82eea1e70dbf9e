/** Payout values of the contract (TypeBox-free, for the browser apps): PIX key types and masking. */
import { onlyDigits, type PixKeyType } from '../rules';

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const satisfies readonly PixKeyType[];

/** How each key type is named on screen. */
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
  EVP: 'Chave aleatória',
};

const hide = (text: string): string => text.replace(/\d/g, '*');

/**
 * A PIX key as lists show it (LGPD): enough to recognise it, not to use it. CPF `***.456.789-**`,
 * CNPJ `**.345.678/0001-**`, e-mail `j***@d***.com`, phone `(**) *****-4321`, random key
 * `123e****-…-****4000`. The whole key is read only in the payout views, by ADMIN and FINANCIAL.
 */
export function maskPixKey(key: string, type: PixKeyType): string {
  const value = key.trim();
  const d = onlyDigits(value);
  switch (type) {
    case 'CPF':
      return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : hide(value);
    case 'CNPJ':
      return d.length === 14 ? `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**` : hide(value);
    case 'EMAIL': {
      const at = value.lastIndexOf('@');
      const local = value.slice(0, at);
      const domain = value.slice(at + 1);
      const dot = domain.indexOf('.');
      const host = dot < 0 ? domain : domain.slice(0, dot);
      const tail = dot < 0 ? '' : domain.slice(dot);
      return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tail}`;
    }
    case 'PHONE': {
      const national = d.length >= 12 && d.startsWith('55') ? d.slice(2) : d;
      return `(**) ${national.length === 11 ? '*****' : '****'}-${national.slice(-4)}`;
    }
    case 'EVP':
      return `${value.slice(0, 4)}****-****-****-****-********${value.slice(-4)}`;
  }
}

/** At most this many payment requests in one bulk approve or pay (a 300-person, 3-day event is 900). */
export const PAYMENT_REQUEST_BULK_MAX = 2000;

export const PAYOUT_MESSAGES = {
  selectionRequired: 'Selecione as solicitações: informe os números ou o filtro',
  selectionTooLarge: (max: number) => `Selecione no máximo ${max} solicitações por vez`,
} as const;

/** What an event's close-out flags on a staff day, before money moves. */
export const CLOSE_OUT_EXCEPTIONS = ['NO_CHECKOUT', 'ABSENT', 'OTHER_EVENT_SAME_DAY', 'CLOCK_SKEW', 'NO_PIX_KEY'] as const;
export type CloseOutException = (typeof CLOSE_OUT_EXCEPTIONS)[number];

export const CLOSE_OUT_EXCEPTION_LABELS: Record<CloseOutException, string> = {
  NO_CHECKOUT: 'Sem saída registrada',
  ABSENT: 'Ausente',
  OTHER_EVENT_SAME_DAY: 'Entrada em outro evento no mesmo dia',
  CLOCK_SKEW: 'Relógio divergente',
  NO_PIX_KEY: 'Sem chave PIX',
};

export const CLOSE_OUT_MESSAGES = {
  absent: 'Sem entrada registrada: não há dia trabalhado a pagar',
  exceptionNotTicked: 'Dia com exceção: marque-o para incluir',
  zeroRate: 'Diária sem valor: não há o que pagar',
  notInEvent: 'Este dia não é do evento',
} as const;

/** The payout batch ('Lote de pagamento PIX') messages. */
export const PAYOUT_BATCH_MESSAGES = {
  noPixKey: 'Sem chave PIX',
  zeroAmount: 'Valor zero ou negativo: não há o que pagar',
  aboveRate: (rate: string) => `Valor acima da diária do dia (${rate})`,
  selectionRequired: 'Informe o evento ou as solicitações do lote',
} as const;
