import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { onlyDigits, type Employee, type EmployeeListQuery, type EmployeeSort, type Page } from '@sge/shared/contract';
import { escapeLike, paginate, sortBy, type SortColumns } from '../../http/paging';
import type { EmployeeInput } from './input';

const COLUMNS = [
  'id',
  'name',
  'cpf',
  'email',
  'phone',
  'function',
  'pay_rate as payRate',
  'active',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

/** What the list may be sorted by (EMPLOYEE_SORTS), in SQL. */
const SORTS: SortColumns<EmployeeSort> = {
  name: 'name',
  cpf: 'cpf',
  email: 'email',
  function: 'function',
  payRate: 'pay_rate',
  active: 'active',
  createdAt: 'created_at',
};

const toRow = (input: EmployeeInput) => ({
  name: input.name,
  cpf: input.cpf,
  email: input.email,
  phone: input.phone,
  function: input.function,
  pay_rate: input.payRate,
  active: input.active,
});

export function createRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** One page of the employees matching the search and filters (issue 14). */
    list(query: EmployeeListQuery): Promise<Page<Employee>> {
      const search = query.search?.trim();
      const fn = query.function?.trim();
      const filtered = db
        .selectFrom('employees')
        .select(COLUMNS)
        .$if(Boolean(search), (qb) =>
          qb.where((eb) => {
            const pattern = `%${escapeLike(search!)}%`;
            const digits = onlyDigits(search!);
            return eb.or([
              eb('name', 'ilike', pattern),
              eb('email', 'ilike', pattern),
              ...(digits ? [eb('cpf', 'like', `%${digits}%`)] : []),
            ]);
          }),
        )
        .$if(query.active !== undefined, (qb) => qb.where('active', '=', query.active!))
        .$if(Boolean(fn), (qb) => qb.where((eb) => eb(eb.fn('lower', ['function']), '=', fn!.toLowerCase())));
      return paginate(db, sortBy(filtered, query.sort, SORTS, 'name', 'id'), query);
    },

    findById(id: number): Promise<Employee | undefined> {
      return db.selectFrom('employees').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    create(input: EmployeeInput): Promise<Employee> {
      return db.insertInto('employees').values(toRow(input)).returning(COLUMNS).executeTakeFirstOrThrow();
    },

    /** Replaces the editable fields; `active` left out keeps the current state. */
    update(id: number, input: EmployeeInput): Promise<Employee | undefined> {
      return db
        .updateTable('employees')
        .set({ ...toRow(input), updated_at: sql<string>`now()` })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /** False when there was no such employee; a link to an event fails on its foreign key (409). */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('employees').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createRepository>;
