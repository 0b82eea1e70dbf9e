/** Kysely table types of the budgets area (budgets (with their turning into events) and the financial side of staff payment requests). */

export interface BudgetsTables {}
