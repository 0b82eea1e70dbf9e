/** The demo company: sign-in users, staff and events (dates are relative to the seeding day). */
import type { Role } from '@sge/shared/contract';

export const DEMO_PASSWORD = 'Senha@123';

export const DEMO_USERS: ReadonlyArray<{ username: string; name: string; role: Role; email: string }> = [
  { username: 'admin', name: 'Carlos Eduardo Andrade', role: 'ADMIN', email: 'admin@example.com' },
  { username: 'gerente', name: 'Fernanda Lima Rocha', role: 'MANAGER', email: 'gerente@example.com' },
  { username: 'coordenador', name: 'Roberto Alves Pinheiro', role: 'COORDINATOR', email: 'coordenador@example.com' },
  { username: 'financeiro', name: 'Luciana Matos Ferreira', role: 'FINANCIAL', email: 'financeiro@example.com' },
];

/** name, function (one of EMPLOYEE_FUNCTIONS), daily pay rate, area code; the last one is inactive. */
export const DEMO_EMPLOYEES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Ana Paula Souza', 'Recepcionista', '150.00', '11'],
  ['Bruno Henrique Lima', 'Garçom', '160.00', '11'],
  ['Carla Fernandes Rocha', 'Garçom', '160.00', '11'],
  ['Diego Martins Alves', 'Segurança', '180.00', '11'],
  ['Eduarda Ribeiro Costa', 'Recepcionista', '150.00', '11'],
  ['Fábio Nascimento Pereira', 'Barman', '200.00', '11'],
  ['Gabriela Carvalho Dias', 'Copeiro', '130.00', '11'],
  ['Henrique Gomes Barbosa', 'Cozinheiro', '220.00', '11'],
  ['Isabela Teixeira Moreira', 'Auxiliar de Cozinha', '140.00', '11'],
  ['João Victor Araújo', 'Manobrista', '150.00', '11'],
  ['Juliana Mendes Cardoso', 'Coordenador de Equipe', '300.00', '11'],
  ['Lucas Oliveira Santos', 'Técnico de Som', '280.00', '11'],
  ['Larissa Freitas Campos', 'Limpeza', '120.00', '11'],
  ['Marcos Antônio Silva', 'Segurança', '180.00', '11'],
  ['Mariana Castro Lopes', 'Garçom', '165.50', '11'],
  ['Matheus Rodrigues Nunes', 'Montador', '170.00', '11'],
  ['Natália Azevedo Pinto', 'Bilheteiro', '140.00', '13'],
  ['Otávio Correia Batista', 'Técnico de Iluminação', '280.00', '11'],
  ['Patrícia Monteiro Vieira', 'Recepcionista', '155.00', '11'],
  ['Rafael Cunha Machado', 'Barman', '210.00', '11'],
  ['Renata Duarte Farias', 'Cozinheiro', '230.00', '11'],
  ['Rodrigo Barros Tavares', 'Segurança', '185.00', '13'],
  ['Sabrina Moura Cavalcanti', 'Copeiro', '130.00', '11'],
  ['Thiago Almeida Ramos', 'Garçom', '160.00', '11'],
  ['Vanessa Rezende Borges', 'Limpeza', '125.00', '11'],
  ['Vinícius Santana Melo', 'Manobrista', '150.00', '19'],
  ['Yasmin Pacheco Fonseca', 'Auxiliar de Cozinha', '140.00', '11'],
  ['Leonardo Brandão Xavier', 'Montador', '175.00', '11'],
  ['Camila Antunes Peixoto', 'Coordenador de Equipe', '320.00', '21'],
  ['Gustavo Siqueira Queiroz', 'Técnico de Som', '290.00', '11'],
  ['Beatriz Lacerda Amaral', 'Bilheteiro', '140.00', '11'],
  ['Felipe Guimarães Sales', 'Garçom', '160.00', '11'],
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

export type DemoBudgetStatus = 'RASCUNHO' | 'ENVIADO' | 'APROVADO' | 'PAGO' | 'RECUSADO' | 'EXPIRADO';

export interface DemoBudget {
  clientName: string;
  status: DemoBudgetStatus;
  /** Service name and quantity; each item runs every day of the event. */
  items: ReadonlyArray<readonly [string, number]>;
}

export interface DemoEvent {
  name: string;
  location: string;
  description: string;
  /** Day offsets from the seeding day. */
  days: number[];
  /**
   * Indexes into DEMO_EMPLOYEES working every day of the event. On past days everyone checked in
   * and out; the first and every other one asked to be paid, and the first was paid (all of them
   * on a finalized event). Today every other one has checked in, and the first has left.
   */
  staff: number[];
  finalized?: boolean;
  budget?: DemoBudget;
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    name: 'Casamento Silva & Oliveira',
    location: 'Espaço Jardim das Flores, São Paulo - SP',
    description: 'Cerimônia e recepção para 250 convidados, com jantar e pista de dança.',
    days: [10],
    staff: [0, 1, 2, 5, 6, 7, 10, 13],
    budget: {
      clientName: 'Família Silva & Oliveira',
      status: 'APROVADO',
      items: [['Serviço de Garçom', 4], ['Bar Completo', 1], ['Equipe de Segurança', 1], ['Recepção', 1], ['Buffet Completo', 250]],
    },
  },
  {
    name: 'Congresso Médico de São Paulo',
    location: 'Centro de Convenções Frei Caneca, São Paulo - SP',
    description: 'Três dias de palestras e workshops, credenciamento e coffee breaks.',
    days: [-1, 0, 1],
    staff: [4, 18, 16, 3, 21, 11, 17, 12],
    budget: {
      clientName: 'Instituto de Medicina Integrada',
      status: 'APROVADO',
      items: [['Recepção', 3], ['Equipe de Segurança', 2], ['Sonorização', 1], ['Iluminação Cênica', 1], ['Limpeza', 1]],
    },
  },
  {
    name: 'Festival de Verão',
    location: 'Arena Litoral, Santos - SP',
    description: 'Festival de música ao ar livre com dois palcos e praça de alimentação.',
    days: [30, 31],
    staff: [3, 13, 21, 5, 19, 11, 29, 17, 27, 15, 30, 24],
    budget: {
      clientName: 'Litoral Cultural Produções Ltda.',
      status: 'ENVIADO',
      items: [['Equipe de Segurança', 6], ['Bar Completo', 2], ['Sonorização', 2], ['Iluminação Cênica', 2], ['Limpeza', 4]],
    },
  },
  {
    name: 'Feira de Negócios do Agro',
    location: 'Expo Center Norte, São Paulo - SP',
    description: 'Feira de expositores do agronegócio com rodadas de negócios.',
    days: [-20, -19],
    staff: [0, 4, 3, 13, 22, 24, 15, 28],
    finalized: true,
    budget: {
      clientName: 'Cooperativa Agro Paulista',
      status: 'PAGO',
      items: [['Recepção', 2], ['Equipe de Segurança', 2], ['Limpeza', 1]],
    },
  },
];
