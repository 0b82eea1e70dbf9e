/**
 * JSON bodies are bounded before they are parsed (DESIGN.md §9). The one JSON parser of the app
 * scans the raw text once, knowing strings and escapes, and refuses with a pt-BR 400, before
 * `JSON.parse` sees it, a body that
 * - nests deeper than MAX_JSON_DEPTH (a deep body costs the parser, the control-character guard
 *   and the validation time in proportion to its depth), or
 * - holds more objects and arrays, more keys in one object or more items in one array than its
 *   route's body schema allows (with some slack, so that a near miss still reaches the validation
 *   and its message naming the field). Each object V8 builds with keys of its own costs far more
 *   than its bytes: a 1 MB array of 100,000 one-key objects takes 150 ms to parse, and no SGE body
 *   holds more than a thousand; a flat array of 250,000 numbers takes 10–20 ms, for a list that
 *   holds at most 500.
 * The route's limits are derived from its schema (the contract), once per route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * The deepest body SGE takes is the offline batch sync at 4 levels (body → records[] → record →
 * localRecord); the limit leaves room for the contract to grow without letting a body nest
 * without bound. json-body.test.ts checks every route's body schema fits.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * For a route whose schema leaves a part unbounded (or that has no body schema): at most this many
 * objects and arrays in one body, keys in one object and items in one array. Measured: 1 MB bodies
 * within these parse in under 5 ms, whatever their shape.
 */
export const OPEN_BODY_LIMITS: BodyLimits = { containers: 1024, keys: 64, items: 10_000 };

export const DEPTH_MESSAGE = 'Estrutura da requisição muito profunda';
export const WIDTH_MESSAGE = 'Estrutura da requisição muito extensa';

export interface BodyLimits {
  /** Objects and arrays in the whole body. */
  containers: number;
  /** Keys in any one object. */
  keys: number;
  /** Items in any one array. */
  items: number;
}

type SchemaNode = {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  maxProperties?: number;
  items?: SchemaNode | SchemaNode[];
  maxItems?: number;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
};

const UNBOUNDED: BodyLimits = { containers: Infinity, keys: Infinity, items: Infinity };
const SCALAR: BodyLimits = { containers: 0, keys: 0, items: 0 };
const widest = (shapes: BodyLimits[]): BodyLimits =>
  shapes.reduce(
    (a, b) => ({ containers: Math.max(a.containers, b.containers), keys: Math.max(a.keys, b.keys), items: Math.max(a.items, b.items) }),
    SCALAR,
  );
/** The containers in n copies of a value holding `containers` (none when either is 0, even if the other is unbounded). */
const times = (n: number, containers: number): number => (n === 0 || containers === 0 ? 0 : n * containers);

/** The most objects and arrays, keys in one object and items in one array a valid value of the schema can hold (Infinity: unbounded). */
export function schemaShape(schema: SchemaNode | undefined): BodyLimits {
  if (!schema || typeof schema !== 'object') return UNBOUNDED;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length) return widest(branches.map(schemaShape));
  if (schema.allOf?.length) {
    const parts = schema.allOf.map(schemaShape);
    return { ...widest(parts), containers: parts.reduce((sum, s) => sum + s.containers, 0), keys: parts.reduce((sum, s) => sum + s.keys, 0) };
  }
  const types = [schema.type].flat();
  if (types.includes('object')) {
    const named = Object.values(schema.properties ?? {}).map(schemaShape);
    const closed = schema.additionalProperties === false && !schema.patternProperties;
    const extraCount = closed ? 0 : (schema.maxProperties ?? Infinity);
    const extraSchemas = [
      ...Object.values(schema.patternProperties ?? {}),
      ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ];
    const extra = closed ? SCALAR : schema.additionalProperties === false || extraSchemas.length ? widest(extraSchemas.map(schemaShape)) : UNBOUNDED;
    const children = widest([...named, extra]);
    return {
      containers: 1 + named.reduce((sum, s) => sum + s.containers, 0) + times(extraCount, extra.containers),
      keys: Math.max(Math.min(named.length + extraCount, schema.maxProperties ?? Infinity), children.keys),
      items: children.items,
    };
  }
  if (types.includes('array')) {
    const items = widest((Array.isArray(schema.items) ? schema.items : [schema.items ?? {}]).map(schemaShape));
    const maxItems = schema.maxItems ?? Infinity;
    return { containers: 1 + times(maxItems, items.containers), keys: items.keys, items: Math.max(maxItems, items.items) };
  }
  return schema.type !== undefined || schema.const !== undefined || schema.enum ? SCALAR : UNBOUNDED;
}

/**
 * What the raw scan allows for a body schema: twice what a valid body can hold, plus a few, so a
 * body just past a limit (a 501st record) is refused by the validation with its field's message;
 * the open limits where the schema sets none (json-body.test.ts checks no route's schema does).
 */
export function bodyLimitsFor(schema: unknown): BodyLimits {
  const shape = schemaShape(schema as SchemaNode | undefined);
  const slack = (n: number, least: number, open: number) => (Number.isFinite(n) ? Math.max(2 * n + 8, least) : open);
  return {
    // At least a chain as deep as the depth limit, so that a deep body is refused for its depth.
    containers: slack(shape.containers, 2 * MAX_JSON_DEPTH, OPEN_BODY_LIMITS.containers),
    keys: slack(shape.keys, 16, OPEN_BODY_LIMITS.keys),
    items: slack(shape.items, 16, OPEN_BODY_LIMITS.items),
  };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Why the JSON text is refused before parsing ('depth' or 'width'), or null, in one pass over its
 * characters. Brackets, colons and commas inside strings do not count; a backslash escapes the next
 * character (so `\"` does not end a string, and `\u005b` is only text). Each key of an object is
 * followed by the one colon outside strings at that object's level, and n items of an array are
 * parted by n − 1 commas at its level. Malformed text is left to the parser.
 */
export function scanJson(text: string, limits: BodyLimits = OPEN_BODY_LIMITS, maxDepth: number = MAX_JSON_DEPTH): 'depth' | 'width' | null {
  /** Per level: the keys (object) or the commas (array) seen so far, and whether it is an array. */
  const members = new Uint32Array(maxDepth + 2);
  const isArray = new Uint8Array(maxDepth + 2);
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > maxDepth) return 'depth';
      if (++containers > limits.containers) return 'width';
      members[depth] = 0;
      isArray[depth] = code === OPEN_ARRAY ? 1 : 0;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (depth > 0) depth--;
    } else if (code === COLON) {
      if (++members[depth] > limits.keys) return 'width';
    } else if (code === COMMA && isArray[depth]) {
      if (++members[depth] >= limits.items) return 'width';
    }
  }
  return null;
}

const limitsBySchema = new WeakMap<object, BodyLimits>();

function limitsOf(request: FastifyRequest): BodyLimits {
  const schema = request.routeOptions.schema?.body;
  if (!schema || typeof schema !== 'object') return OPEN_BODY_LIMITS;
  let limits = limitsBySchema.get(schema);
  if (!limits) limitsBySchema.set(schema, (limits = bodyLimitsFor(schema)));
  return limits;
}

/**
 * Replaces Fastify's `application/json` parser (the only content type the app parses as JSON) with
 * the same parser behind the scan. Register on the root instance before any route.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    const refused = scanJson(text, limitsOf(request));
    if (refused) {
      done(new HttpError(400, refused === 'depth' ? DEPTH_MESSAGE : WIDTH_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
