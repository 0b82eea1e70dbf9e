import Type from 'typebox';

export const RoleSchema = Type.Union([
  Type.Literal('ADMIN'),
  Type.Literal('MANAGER'),
  Type.Literal('COORDINATOR'),
  Type.Literal('FINANCIAL'),
]);
