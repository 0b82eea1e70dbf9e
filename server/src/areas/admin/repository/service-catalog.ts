/** The service catalogue: what budgets sell and how many staff of which function each unit brings. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Page, ServiceCatalogItem, ServiceListQuery, ServiceSort } from '@sge/shared/contract';
import { conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, sortBy, type SortColumns } from '../../../http/paging';
import { ADMIN_MESSAGES, PG_FOREIGN_KEY_VIOLATION, pgError } from '../messages';
import type { ServiceInput } from '../input';

const COLUMNS = [
  'id',
  'name',
  'description',
  'unit',
  'unit_price as unitPrice',
  'staff_function as staffFunction',
  'staff_per_unit as staffPerUnit',
  'active',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

/** What the list may be sorted by (SERVICE_SORTS), in SQL; texts ignore case. */
const SORTS: SortColumns<ServiceSort> = {
  name: sql`lower(name)`,
  unit: sql`lower(unit)`,
  unitPrice: 'unit_price',
  staffFunction: sql`lower(staff_function)`,
  staffPerUnit: 'staff_per_unit',
  active: 'active',
  createdAt: 'created_at',
};

const toRow = (input: ServiceInput) => ({
  name: input.name,
  description: input.description,
  unit: input.unit,
  unit_price: input.unitPrice,
  staff_function: input.staffFunction,
  staff_per_unit: input.staffPerUnit,
});

export function createServiceCatalogRepository(app: FastifyInstance) {
  const { db } = app;
  return {
    /** One page of the services matching the search and filters (issue 14). */
    list(query: ServiceListQuery): Promise<Page<ServiceCatalogItem>> {
      const q = query.q?.trim();
      const filtered = db
        .selectFrom('service_catalog')
        .select(COLUMNS)
        .$if(query.active !== undefined, (qb) => qb.where('active', '=', query.active!))
        .$if(Boolean(q), (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('name', 'ilike', `%${escapeLike(q!)}%`),
              eb('description', 'ilike', `%${escapeLike(q!)}%`),
              eb('unit', 'ilike', `%${escapeLike(q!)}%`),
              eb('staff_function', 'ilike', `%${escapeLike(q!)}%`),
            ]),
          ),
        );
      return paginate(db, sortBy(filtered, query.sort, SORTS, 'name', 'id'), query);
    },

    findById(id: number): Promise<ServiceCatalogItem | undefined> {
      return db.selectFrom('service_catalog').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    create(input: ServiceInput): Promise<ServiceCatalogItem> {
      return db
        .insertInto('service_catalog')
        .values({ ...toRow(input), active: input.active ?? true })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** Replaces the editable fields; `active` left out keeps the current state. */
    async update(id: number, input: ServiceInput): Promise<ServiceCatalogItem> {
      const service = await db
        .updateTable('service_catalog')
        .set({ ...toRow(input), ...(input.active !== undefined ? { active: input.active } : {}), updated_at: sql<string>`now()` })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!service) throw notFound(ADMIN_MESSAGES.serviceNotFound);
      return service;
    },

    /** 404 when missing; 409 when a budget item uses it (deactivate it instead). */
    async remove(id: number): Promise<void> {
      try {
        const result = await db.deleteFrom('service_catalog').where('id', '=', id).executeTakeFirst();
        if (result.numDeletedRows === 0n) throw notFound(ADMIN_MESSAGES.serviceNotFound);
      } catch (error) {
        if (pgError(error)?.code === PG_FOREIGN_KEY_VIOLATION) throw conflict(ADMIN_MESSAGES.serviceInUse);
        throw error;
      }
    },
  };
}
