/** Contract of the admin area: users, financial categories, service catalogue, payment gateways and system settings. */
import Type from 'typebox';
import { MoneySchema, TimestampSchema } from './common';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A service the company sells and staffs (GET /api/service-catalog, read by budgets and events). */
export const ServiceCatalogItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  /** How the service is sold, e.g. 'diária', 'hora', 'unidade'. */
  unit: Type.String(),
  unitPrice: MoneySchema,
  /** The staff function the service brings (e.g. 'Garçom'); null for services without staff. */
  staffFunction: Nullable(Type.String()),
  /** How many workers of that function one unit brings. */
  staffPerUnit: Type.Integer({ minimum: 1 }),
  active: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ServiceCatalogItem = Type.Static<typeof ServiceCatalogItemSchema>;

export const CATEGORY_TYPES = ['RECEITA', 'DESPESA'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = { RECEITA: 'Receita', DESPESA: 'Despesa' };

/** An income or expense category (GET /api/categories, read by payables and receivables). */
export const FinancialCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Union(CATEGORY_TYPES.map((t) => Type.Literal(t))),
  /** #RRGGBB */
  color: Type.String(),
  description: Nullable(Type.String()),
  parentId: Nullable(Type.Integer()),
  parentName: Nullable(Type.String()),
  active: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type FinancialCategory = Type.Static<typeof FinancialCategorySchema>;
