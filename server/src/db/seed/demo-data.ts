/**
 * The demo company: sign-in users, the service catalogue and the chart of categories (the areas
 * seed the rest, each in its demo-seed.ts).
 */
import type { Role } from '@sge/shared/contract';

export const DEMO_PASSWORD = 'Senha@123';

export const DEMO_USERS: ReadonlyArray<{ username: string; name: string; role: Role; email: string }> = [
  { username: 'admin', name: 'Carlos Eduardo Andrade', role: 'ADMIN', email: 'admin@example.com' },
  { username: 'gerente', name: 'Fernanda Lima Rocha', role: 'MANAGER', email: 'gerente@example.com' },
  { username: 'coordenador', name: 'Roberto Alves Pinheiro', role: 'COORDINATOR', email: 'coordenador@example.com' },
  { username: 'financeiro', name: 'Luciana Matos Ferreira', role: 'FINANCIAL', email: 'financeiro@example.com' },
];

/** The service catalogue: what a budget can contract, and the staff each unit brings. */
export interface DemoService {
  name: string;
  description: string;
  unit: string;
  unitPrice: string;
  staffFunction: string | null;
  staffPerUnit: number;
}

export const DEMO_SERVICES: readonly DemoService[] = [
  { name: 'Serviço de Garçom', description: 'Garçom uniformizado para serviço volante e à francesa.', unit: 'diária', unitPrice: '180.00', staffFunction: 'Garçom', staffPerUnit: 1 },
  { name: 'Equipe de Segurança', description: 'Vigilante para controle de acesso e rondas.', unit: 'diária', unitPrice: '220.00', staffFunction: 'Segurança', staffPerUnit: 1 },
  { name: 'Bar Completo', description: 'Estação de bar com dois bartenders e drinks clássicos.', unit: 'estação', unitPrice: '1500.00', staffFunction: 'Barman', staffPerUnit: 2 },
  { name: 'Recepção', description: 'Recepcionista para credenciamento e atendimento.', unit: 'diária', unitPrice: '170.00', staffFunction: 'Recepcionista', staffPerUnit: 1 },
  { name: 'Sonorização', description: 'Sistema de som com técnico operador.', unit: 'diária', unitPrice: '1200.00', staffFunction: 'Técnico de Som', staffPerUnit: 1 },
  { name: 'Iluminação Cênica', description: 'Iluminação de palco com técnico operador.', unit: 'diária', unitPrice: '1400.00', staffFunction: 'Técnico de Iluminação', staffPerUnit: 1 },
  { name: 'Limpeza', description: 'Equipe de limpeza durante e após o evento.', unit: 'diária', unitPrice: '140.00', staffFunction: 'Limpeza', staffPerUnit: 1 },
  { name: 'Buffet Completo', description: 'Jantar com entrada, dois pratos principais e sobremesa.', unit: 'convidado', unitPrice: '95.50', staffFunction: null, staffPerUnit: 1 },
];

export interface DemoCategory {
  name: string;
  type: 'RECEITA' | 'DESPESA';
  color: string;
  description: string;
  /** A category listed earlier of the same type. */
  parent?: string;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { name: 'Eventos Corporativos', type: 'RECEITA', color: '#2E7D32', description: 'Congressos, convenções e confraternizações de empresas.' },
  { name: 'Eventos Sociais', type: 'RECEITA', color: '#1565C0', description: 'Casamentos, aniversários e formaturas.' },
  { name: 'Locação de Equipamentos', type: 'RECEITA', color: '#6A1B9A', description: 'Aluguel de mobiliário, som e iluminação.' },
  { name: 'Casamentos', type: 'RECEITA', color: '#0D47A1', description: 'Cerimônias e recepções de casamento.', parent: 'Eventos Sociais' },
  { name: 'Pessoal de Eventos', type: 'DESPESA', color: '#C62828', description: 'Diárias de garçons, seguranças, recepcionistas e equipe.' },
  { name: 'Fornecedores', type: 'DESPESA', color: '#EF6C00', description: 'Alimentos, bebidas e descartáveis.' },
  { name: 'Aluguel e Condomínio', type: 'DESPESA', color: '#5D4037', description: 'Galpão, escritório e depósito.' },
  { name: 'Utilidades', type: 'DESPESA', color: '#455A64', description: 'Energia, água, internet e telefonia.' },
  { name: 'Impostos e Taxas', type: 'DESPESA', color: '#37474F', description: 'Tributos, taxas bancárias e de cartão.' },
  { name: 'Transporte', type: 'DESPESA', color: '#8D6E63', description: 'Fretes, combustível e deslocamento de equipe.', parent: 'Fornecedores' },
];
