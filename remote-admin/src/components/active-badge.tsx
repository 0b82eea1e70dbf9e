import { StatusBadge } from '@sge/shared/ui';

/** 'Ativo' / 'Inativo' (or the feminine forms), in text as well as colour. */
export function ActiveBadge({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  const label = active ? (feminine ? 'Ativa' : 'Ativo') : feminine ? 'Inativa' : 'Inativo';
  return <StatusBadge status={active ? 'ACTIVE' : 'INACTIVE'} label={label} />;
}
