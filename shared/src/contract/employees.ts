import Type from 'typebox';
import { pageQueryFields } from './paging';
import { AmountInputSchema, MoneySchema, TimestampSchema } from './common';
import { EMPLOYEE_SORTS } from './values/employees';
export * from './values/employees';

export const EmployeeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cpf: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  function: Type.String(),
  payRate: MoneySchema,
  active: Type.Boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Employee = Type.Static<typeof EmployeeSchema>;

export const CreateEmployeeSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 150, title: 'Nome' }),
    cpf: Type.String({ minLength: 11, maxLength: 14, title: 'CPF' }),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 200, title: 'E-mail' }), Type.Null()])),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 20, title: 'Telefone' }), Type.Null()])),
    function: Type.String({ minLength: 2, maxLength: 80, title: 'Função' }),
    payRate: AmountInputSchema('Valor da diária'),
    active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  },
  { additionalProperties: false },
);
export type CreateEmployee = Type.Static<typeof CreateEmployeeSchema>;

export const UpdateEmployeeSchema = CreateEmployeeSchema;
export type UpdateEmployee = CreateEmployee;

export const EmployeeListQuerySchema = Type.Object({
  ...pageQueryFields(EMPLOYEE_SORTS),
  search: Type.Optional(Type.String({ maxLength: 100, title: 'Pesquisa' })),
  active: Type.Optional(Type.Boolean({ title: 'Ativo' })),
  function: Type.Optional(Type.String({ maxLength: 80, title: 'Função' })),
});
export type EmployeeListQuery = Type.Static<typeof EmployeeListQuerySchema>;
