/**
 * The API contract: TypeBox schemas and their static types, shared by the server (validation,
 * serialisation) and the apps (types). Imports nothing from React or the browser.
 */
export * from './common';
export * from './paging';
export * from './roles';
export * from './route-access';
export * from './role-schema';
export * from './auth';
export * from './rules';
export * from './employees';
export * from './events';
export * from './event-counts';
export * from './badges';
export * from './admin';
export * from './registration';
export * from './inventory';
export * from './budgets';
export * from './accounts';
export * from './financial-reports';
export * from './payouts';
export { default as Type } from 'typebox';
