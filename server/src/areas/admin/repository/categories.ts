/** Financial categories: income and expense categories, one level of subcategories. */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  CategoryListQuery,
  CategoryQuery,
  CategorySort,
  CategoryStatistics,
  FinancialCategory,
  Page,
} from '@sge/shared/contract';
import type { DB } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { escapeLike, paginate, nullable, sortBy, type SortColumns } from '../../../http/paging';
import { ADMIN_MESSAGES, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from '../messages';
import type { CategoryInput } from '../input';

/** What the list may be sorted by (CATEGORY_SORTS), in SQL; names ignore case. */
const SORTS: SortColumns<CategorySort> = {
  name: sql`lower(c.name)`,
  type: 'c.type',
  parentName: nullable(sql`lower(p.name)`),
  color: 'c.color',
  active: 'c.active',
  createdAt: 'c.created_at',
};

function selectCategories(db: Kysely<DB> | Transaction<DB>) {
  return db
    .selectFrom('financial_categories as c')
    .leftJoin('financial_categories as p', 'p.id', 'c.parent_id')
    .select([
      'c.id',
      'c.name',
      'c.type',
      'c.color',
      'c.description',
      'c.parent_id as parentId',
      'p.name as parentName',
      'c.active',
      'c.created_at as createdAt',
      'c.updated_at as updatedAt',
    ]);
}

/** The filters of the list and of /search: type, active, parent and a search in the name, description or parent's name. */
function filterCategories(qb: ReturnType<typeof selectCategories>, query: CategoryQuery) {
  const q = query.q?.trim();
  return qb
    .$if(query.type !== undefined, (b) => b.where('c.type', '=', query.type!))
    .$if(query.active !== undefined, (b) => b.where('c.active', '=', query.active!))
    .$if(query.parentId !== undefined, (b) => b.where('c.parent_id', '=', query.parentId!))
    .$if(Boolean(q), (b) =>
      b.where((eb) => {
        const pattern = `%${escapeLike(q!)}%`;
        return eb.or([eb('c.name', 'ilike', pattern), eb('c.description', 'ilike', pattern), eb('p.name', 'ilike', pattern)]);
      }),
    );
}

/** Whether any account (or any other table of a later migration) points at the category. */
async function isInUse(db: Kysely<DB> | Transaction<DB>, id: number): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    SELECT EXISTS (SELECT 1 FROM accounts_receivable WHERE category_id = ${id})
        OR EXISTS (SELECT 1 FROM accounts_payable WHERE category_id = ${id}) AS used`.execute(db);
  return rows[0].used;
}

function mapWriteError(error: unknown): never {
  const pg = pgError(error);
  if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'financial_categories_type_name_key') {
    throw conflict(ADMIN_MESSAGES.categoryDuplicate);
  }
  throw error;
}

export function createCategoriesRepository(app: FastifyInstance) {
  const { db } = app;

  /** The parent rules: exists, same type, top level, not itself. */
  async function checkParent(trx: Transaction<DB>, input: CategoryInput, id?: number): Promise<void> {
    if (input.parentId === null) return;
    if (input.parentId === id) throw badRequest(ADMIN_MESSAGES.parentIsSelf);
    const parent = await trx
      .selectFrom('financial_categories')
      .select(['type', 'parent_id'])
      .where('id', '=', input.parentId)
      .executeTakeFirst();
    if (!parent) throw badRequest(ADMIN_MESSAGES.parentNotFound);
    if (parent.type !== input.type) throw badRequest(ADMIN_MESSAGES.parentOtherType);
    if (parent.parent_id !== null) throw badRequest(ADMIN_MESSAGES.parentIsSubcategory);
  }

  const findIn = (trx: Kysely<DB> | Transaction<DB>, id: number) => selectCategories(trx).where('c.id', '=', id).executeTakeFirst();

  return {
    /** One page of the categories matching the filters; without `sort`, in tree order (issue 14). */
    list(query: CategoryListQuery): Promise<Page<FinancialCategory>> {
      const filtered = filterCategories(selectCategories(db), query);
      const sorted = query.sort
        ? sortBy(filtered, query.sort, SORTS, 'name', 'c.id')
        : filtered
            // Income first, each parent followed by its subcategories.
            .orderBy('c.type', 'desc')
            .orderBy(sql`lower(coalesce(p.name, c.name))`)
            .orderBy(sql`c.parent_id IS NOT NULL`)
            .orderBy(sql`lower(c.name)`)
            .orderBy('c.id');
      return paginate(db, sorted, query);
    },

    /**
     * Every category matching the filters, in tree order: GET /categories/search, the pickers'
     * helper (a parent of one type, the subcategories of one parent). A company keeps tens of
     * categories, so the answer stays whole.
     */
    search(query: CategoryQuery): Promise<FinancialCategory[]> {
      return filterCategories(selectCategories(db), query)
        .orderBy('c.type', 'desc')
        .orderBy(sql`lower(coalesce(p.name, c.name))`)
        .orderBy(sql`c.parent_id IS NOT NULL`)
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id')
        .execute();
    },

    findById: (id: number) => findIn(db, id),

    async create(input: CategoryInput): Promise<FinancialCategory> {
      try {
        return await db.transaction().execute(async (trx) => {
          await checkParent(trx, input);
          const { id } = await trx
            .insertInto('financial_categories')
            .values({
              name: input.name,
              type: input.type,
              ...(input.color ? { color: input.color.toUpperCase() } : {}),
              description: input.description,
              parent_id: input.parentId,
              active: input.active ?? true,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return (await findIn(trx, id))!;
        });
      } catch (error) {
        mapWriteError(error);
      }
    },

    async update(id: number, input: CategoryInput): Promise<FinancialCategory> {
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('financial_categories').select(['type']).where('id', '=', id).forUpdate().executeTakeFirst();
          if (!current) throw notFound(ADMIN_MESSAGES.categoryNotFound);
          const children = await trx
            .selectFrom('financial_categories')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('parent_id', '=', id)
            .executeTakeFirstOrThrow();
          const hasChildren = Number(children.count) > 0;
          if (input.parentId !== null && hasChildren) throw conflict(ADMIN_MESSAGES.hasSubcategoriesCannotNest);
          if (input.type !== current.type) {
            if (hasChildren) throw conflict(ADMIN_MESSAGES.typeChangeWithSubcategories);
            if (await isInUse(trx, id)) throw conflict(ADMIN_MESSAGES.typeChangeInUse);
          }
          await checkParent(trx, input, id);
          await trx
            .updateTable('financial_categories')
            .set({
              name: input.name,
              type: input.type,
              ...(input.color ? { color: input.color.toUpperCase() } : {}),
              description: input.description,
              parent_id: input.parentId,
              ...(input.active !== undefined ? { active: input.active } : {}),
              updated_at: sql<string>`now()`,
            })
            .where('id', '=', id)
            .execute();
          return (await findIn(trx, id))!;
        });
      } catch (error) {
        mapWriteError(error);
      }
    },

    /** 404 when missing; 409 when subcategories or accounts point at it (deactivate instead). */
    async remove(id: number): Promise<void> {
      try {
        const result = await db.deleteFrom('financial_categories').where('id', '=', id).executeTakeFirst();
        if (result.numDeletedRows === 0n) throw notFound(ADMIN_MESSAGES.categoryNotFound);
      } catch (error) {
        const pg = pgError(error);
        if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
          throw conflict(
            pg.constraint === 'financial_categories_parent_id_fkey' ? ADMIN_MESSAGES.categoryHasSubcategories : ADMIN_MESSAGES.categoryInUse,
          );
        }
        throw error;
      }
    },

    /**
     * Activates or deactivates. Deactivating a category also deactivates its subcategories; a
     * subcategory cannot be activated under an inactive parent.
     */
    setActive(id: number, active: boolean): Promise<FinancialCategory> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('financial_categories').select(['parent_id']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) throw notFound(ADMIN_MESSAGES.categoryNotFound);
        if (active && current.parent_id !== null) {
          const parent = await trx.selectFrom('financial_categories').select('active').where('id', '=', current.parent_id).executeTakeFirstOrThrow();
          if (!parent.active) throw conflict(ADMIN_MESSAGES.parentInactive);
        }
        await trx
          .updateTable('financial_categories')
          .set({ active, updated_at: sql<string>`now()` })
          .where((eb) => (active ? eb('id', '=', id) : eb.or([eb('id', '=', id), eb('parent_id', '=', id)])))
          .execute();
        return (await findIn(trx, id))!;
      });
    },

    async statistics(): Promise<CategoryStatistics> {
      const { rows } = await sql<CategoryStatistics>`
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE active)::int AS active,
               count(*) FILTER (WHERE NOT active)::int AS inactive,
               count(*) FILTER (WHERE type = 'RECEITA')::int AS income,
               count(*) FILTER (WHERE type = 'DESPESA')::int AS expense,
               count(*) FILTER (WHERE parent_id IS NOT NULL)::int AS subcategories,
               count(*) FILTER (WHERE EXISTS (SELECT 1 FROM accounts_receivable r WHERE r.category_id = c.id)
                                   OR EXISTS (SELECT 1 FROM accounts_payable a WHERE a.category_id = c.id))::int AS "inUse"
        FROM financial_categories c`.execute(db);
      return rows[0];
    },
  };
}
