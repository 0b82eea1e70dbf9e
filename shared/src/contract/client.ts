/**
 * The contract as the browser apps load it: every value of the contract (constants, pt-BR label
 * maps, pure checks) and none of its TypeBox schemas. Browser builds resolve `@sge/shared/contract`
 * here (shared/build/webpack.cjs), so no app downloads or evaluates TypeBox; type checking and jest
 * keep resolving it to index.ts, whose types and exports are a superset of these. Nothing reached
 * from this file may import `typebox` (__tests__/client.test.ts walks the imports).
 */
export * from './values/bounds';
export * from './values/paging';
export * from './roles';
export * from './route-access';
export * from './values/auth';
export * from './rules';
export * from './values/employees';
export * from './values/payouts';
export * from './values/events';
export * from './reconcile';
export * from './values/badges';
export * from './values/admin';
export * from './values/registration';
export * from './values/inventory';
export * from './values/budgets';
export * from './values/accounts';
export * from './values/financial-reports';
