/**
 * Request validation with Ajv (+ ajv-formats, allErrors off), answering pt-BR messages that name
 * the field by its schema `title` ("Campo 'Nome' é obrigatório"), completed by the field's
 * `x-message` when the contract gives one ("Campo 'Valor' deve estar entre R$ 0,01 e …").
 * Bodies are validated strictly: no type coercion, unknown properties refused. Query strings and
 * route params arrive as text, so they are coerced ("true" → true, "12" → 12).
 */
import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { HttpError, MESSAGES } from './errors';

// verbose: each error carries the schema node it failed on (its `x-message`, below).
const common = { allErrors: false, useDefaults: true, strict: false, verbose: true } as const;
const bodyAjv = addFormats(new Ajv({ ...common, coerceTypes: false, removeAdditional: false }));
const textAjv = addFormats(new Ajv({ ...common, coerceTypes: 'array', removeAdditional: false }));

type SchemaNode = Record<string, unknown> & {
  title?: string;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
};

const ROOT_MESSAGES: Record<string, string> = {
  body: MESSAGES.invalidBody,
  querystring: 'Parâmetros da consulta inválidos',
  params: 'Parâmetros da rota inválidos',
  headers: 'Cabeçalhos da requisição inválidos',
};

function titleOf(node: SchemaNode | undefined): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (typeof node.title === 'string') return node.title;
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    const title = titleOf(branch);
    if (title) return title;
  }
  return undefined;
}

/** Follows the error's schemaPath and returns the label of the deepest property it went through. */
function fieldLabel(error: ErrorObject, root: SchemaNode): string | undefined {
  const segments = error.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodePointer);
  let node: SchemaNode | undefined = root;
  let label: string | undefined;
  for (let i = 0; i < segments.length && node; i++) {
    if (segments[i] === 'properties' && i + 1 < segments.length) {
      const name = segments[++i];
      node = node.properties?.[name];
      label = titleOf(node) ?? name;
    } else if (segments[i] === 'required' && i === segments.length - 1) {
      const missing = String(error.params.missingProperty);
      label = titleOf(node.properties?.[missing]) ?? missing;
    } else {
      node = (node as Record<string, unknown>)[segments[i]] as SchemaNode | undefined;
    }
  }
  return label;
}

function decodePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

export function describeValidationError(error: ErrorObject | undefined, schema: AnySchema, httpPart: string): string {
  const rootMessage = ROOT_MESSAGES[httpPart] ?? MESSAGES.badRequest;
  if (!error) return rootMessage;
  if (error.keyword === 'additionalProperties') {
    return `Campo '${String(error.params.additionalProperty)}' não é permitido`;
  }
  const label = fieldLabel(error, schema as SchemaNode);
  if (!label) return rootMessage;
  // A text whose value is out of its range (an amount, a business date) says the range.
  const rule = (error.parentSchema as SchemaNode | undefined)?.['x-message'];
  if (typeof rule === 'string' && (error.keyword === 'pattern' || error.keyword === 'format')) return `Campo '${label}' ${rule}`;
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return `Campo '${label}' é obrigatório`;
    case 'minLength':
      return limit <= 1 ? `Campo '${label}' é obrigatório` : `Campo '${label}' deve ter pelo menos ${limit} caracteres`;
    case 'maxLength':
      return `Campo '${label}' deve ter no máximo ${limit} caracteres`;
    case 'maxItems':
      return `Campo '${label}' deve ter no máximo ${limit} ${limit === 1 ? 'item' : 'itens'}`;
    case 'minItems':
      return `Campo '${label}' deve ter pelo menos ${limit} ${limit === 1 ? 'item' : 'itens'}`;
    default:
      return `Campo '${label}' inválido`;
  }
}

export const validatorCompiler: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
  return (data: unknown) => {
    if (validate(data)) return { value: data };
    return { error: new HttpError(400, describeValidationError(validate.errors?.[0], schema, httpPart ?? 'body')) };
  };
};
