import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { maskPixKey, onlyDigits, type Employee, type EmployeeListQuery, type EmployeeSort, type Page, type PixKeyType } from '@sge/shared/contract';
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
  'pix_key as pixKey',
  'pix_key_type as pixKeyType',
] as const;

type EmployeeRow = Omit<Employee, 'pixKeyMasked'> & { pixKey: string | null; pixKeyType: PixKeyType | null };

/** The row as the API answers it: the key masked, never whole (LGPD). */
export function toEmployee({ pixKey, ...row }: EmployeeRow): Employee {
  return { ...row, pixKeyMasked: pixKey && row.pixKeyType ? maskPixKey(pixKey, row.pixKeyType) : null };
}

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
  ...(input.pix === undefined ? {} : { pix_key: input.pix?.key ?? null, pix_key_type: input.pix?.type ?? null }),
});

export function createRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** One page of the employees matching the search and filters (issue 14). */
    async list(query: EmployeeListQuery): Promise<Page<Employee>> {
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
      const page = await paginate(db, sortBy(filtered, query.sort, SORTS, 'name', 'id'), query);
      return { ...page, data: page.data.map(toEmployee) };
    },

    async findById(id: number): Promise<Employee | undefined> {
      const row = await db.selectFrom('employees').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toEmployee(row);
    },

    async create(input: EmployeeInput): Promise<Employee> {
      return toEmployee(await db.insertInto('employees').values(toRow(input)).returning(COLUMNS).executeTakeFirstOrThrow());
    },

    /** Replaces the editable fields; `active` left out keeps the current state. */
    async update(id: number, input: EmployeeInput): Promise<Employee | undefined> {
      const row = await db
        .updateTable('employees')
        .set({ ...toRow(input), updated_at: sql<string>`now()` })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toEmployee(row);
    },

    /** False when there was no such employee; a link to an event fails on its foreign key (409). */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('employees').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createRepository>;
