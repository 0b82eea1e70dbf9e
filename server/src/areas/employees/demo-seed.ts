/**
 * Demo data of the employees area: the staff, seeded by the foundation before the events (see
 * db/seed/demo-seed.ts), so the events' staff days and the other areas' seeds link to them.
 */
import type { Transaction } from 'kysely';
import { onlyDigits } from '@sge/shared/contract';
import type { DB } from '../../db/schema';
import type { AreaSeedContext } from '../../db/seed/area-seed';
import { completeCpf } from '../../lib/documents';

/** name, function (one of EMPLOYEE_FUNCTIONS), daily pay rate, area code; the last one is inactive. */
const DEMO_EMPLOYEES: ReadonlyArray<readonly [string, string, string, string]> = [
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

/** Appends the two CPF check digits to a 9-digit base. */
function demoCpf(index: number): string {
  return completeCpf(String((104_729_381 + index * 7_919_013) % 1_000_000_000).padStart(9, '0'));
}

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function demoEmail(name: string): string {
  const parts = slug(name).split(' ');
  return `${parts[0]}.${parts[parts.length - 1]}@example.com`;
}

function demoPhone(areaCode: string, index: number): string {
  return onlyDigits(`${areaCode}9${String(81_234_567 + index * 104_729).slice(-8)}`);
}

/** The staff, in DEMO_EMPLOYEES' order (the events' demo staff are indexes into it). */
export async function seedEmployeesDemo(trx: Transaction<DB>): Promise<AreaSeedContext['employees']> {
  return trx
    .insertInto('employees')
    .values(
      DEMO_EMPLOYEES.map(([name, fn, payRate, areaCode], index) => ({
        name,
        cpf: demoCpf(index),
        email: demoEmail(name),
        phone: demoPhone(areaCode, index),
        function: fn,
        pay_rate: payRate,
        active: index < DEMO_EMPLOYEES.length - 1,
      })),
    )
    .returning(['id', 'name', 'function', 'pay_rate'])
    .execute();
}
