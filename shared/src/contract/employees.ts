import Type from 'typebox';
import { pageQueryFields } from './paging';
import { AmountInputSchema, MoneySchema, TimestampSchema } from './common';
import { EMPLOYEE_SORTS } from './values/employees';
export * from './values/employees';
export * from './values/payouts';

/** A PIX key's type (DICT): CPF, CNPJ, EMAIL, PHONE or EVP (random key). */
export const PixKeyTypeSchema = Type.Union([
  Type.Literal('CPF'),
  Type.Literal('CNPJ'),
  Type.Literal('EMAIL'),
  Type.Literal('PHONE'),
  Type.Literal('EVP'),
]);

export const EmployeeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cpf: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  function: Type.String(),
  payRate: MoneySchema,
  active: Type.Boolean(),
  /**
   * The PIX key masked (maskPixKey): lists never carry the whole key. Always sent by the server;
   * optional in the type so the other areas' employee fixtures stay valid.
   */
  pixKeyMasked: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  pixKeyType: Type.Optional(Type.Union([PixKeyTypeSchema, Type.Null()])),
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
    /** Left out: the key stays as it is; null or blank: the employee has no key. */
    pixKey: Type.Optional(Type.Union([Type.String({ maxLength: 140, title: 'Chave PIX' }), Type.Null()])),
    /** The key's type; left out, read from the key (pixKeyType). */
    pixKeyType: Type.Optional(Type.Union([PixKeyTypeSchema, Type.Null()])),
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
