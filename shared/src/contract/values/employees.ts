/** Employee values of the contract (TypeBox-free, for the browser apps). */

/** Functions a staff member can work in at an event (pt-BR, as shown). */
export const EMPLOYEE_FUNCTIONS = [
  'Garçom',
  'Barman',
  'Segurança',
  'Recepcionista',
  'Cozinheiro',
  'Auxiliar de Cozinha',
  'Copeiro',
  'Limpeza',
  'Coordenador de Equipe',
  'Técnico de Som',
  'Técnico de Iluminação',
  'Manobrista',
  'Bilheteiro',
  'Montador',
] as const;

/** What GET /employees sorts by. */
export const EMPLOYEE_SORTS = ['name', 'cpf', 'email', 'function', 'payRate', 'active', 'createdAt'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
