/**
 * Control characters in text input (issue 15). PostgreSQL cannot store NUL in text (22021), and no
 * user types the other C0 characters, so every string that reaches a route (body, query string and
 * route params, object keys included) is checked before validation: NUL and the C0 characters other
 * than tab, line feed and carriage return (legit in multi-line text) answer a pt-BR 400 naming the
 * field. The walk is iterative and linear (json-body.ts bounds a body's depth before it is parsed).
 */
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { HttpError } from './errors';

/** NUL and every C0 control character except tab (\x09), LF (\x0A) and CR (\x0D). */
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const controlCharacterMessage = (label: string): string => `Campo '${label}' contém caracteres inválidos`;
export const CONTROL_CHARACTER_FALLBACK = 'Requisição contém caracteres inválidos';

type Path = readonly (string | number)[];

/** A container still to visit, and how it was reached; a path is rebuilt only for a bad character. */
interface Frame {
  value: object;
  parent: Frame | null;
  key: string | number;
}

function pathTo(frame: Frame | null, last: string | number): Path {
  const path: (string | number)[] = [last];
  for (let at = frame; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) holding a forbidden character, or null. One visit
 * per value, iterative (a deep body cannot overflow the stack), and no path is built until a bad
 * character is found: the walk is linear in the size of the input.
 */
export function findControlCharacter(value: unknown): Path | null {
  if (typeof value === 'string') return FORBIDDEN_CONTROL_CHARACTERS.test(value) ? [] : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const stack: Frame[] = [{ value, parent: null, key: '' }];
  while (stack.length) {
    const frame = stack.pop()!;
    const visit = (key: string | number, item: unknown): Path | null => {
      if (typeof item === 'string') return FORBIDDEN_CONTROL_CHARACTERS.test(item) ? pathTo(frame, key) : null;
      if (item && typeof item === 'object' && !Buffer.isBuffer(item)) stack.push({ value: item, parent: frame, key });
      return null;
    };
    if (Array.isArray(frame.value)) {
      for (let i = 0; i < frame.value.length; i++) {
        const found = visit(i, frame.value[i]);
        if (found) return found;
      }
    } else {
      for (const key in frame.value) {
        if (!Object.hasOwn(frame.value, key)) continue;
        if (FORBIDDEN_CONTROL_CHARACTERS.test(key)) return pathTo(frame, key);
        const found = visit(key, (frame.value as Record<string, unknown>)[key]);
        if (found) return found;
      }
    }
  }
  return null;
}

type SchemaNode = {
  title?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
  additionalProperties?: SchemaNode | boolean;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
};

/** The schema nodes a data path leads to, following properties, items and the anyOf/oneOf/allOf branches. */
function nodesAt(schema: SchemaNode | undefined, path: Path): SchemaNode[] {
  let nodes: SchemaNode[] = schema && typeof schema === 'object' ? [schema] : [];
  for (const segment of path) {
    const next: SchemaNode[] = [];
    const expand = (node: SchemaNode): SchemaNode[] => [node, ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap(expand)];
    for (const node of nodes.flatMap(expand)) {
      if (typeof segment === 'number') {
        const items = Array.isArray(node.items) ? node.items[segment] : node.items;
        if (items) next.push(items);
      } else {
        const property = node.properties?.[segment];
        if (property) next.push(property);
        else if (node.additionalProperties && typeof node.additionalProperties === 'object') next.push(node.additionalProperties);
      }
    }
    nodes = next;
  }
  return nodes;
}

function titleAt(schema: SchemaNode | undefined, path: Path): string | undefined {
  const visit = (node: SchemaNode): string | undefined => {
    if (typeof node.title === 'string') return node.title;
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      const title = visit(branch);
      if (title) return title;
    }
    return undefined;
  };
  for (const node of nodesAt(schema, path)) {
    const title = visit(node);
    if (title) return title;
  }
  return undefined;
}

/** The label of a field: its schema title, else its property name, else the whole request. */
export function labelOf(schema: unknown, path: Path): string | undefined {
  if (!path.length) return undefined;
  const title = titleAt(schema as SchemaNode | undefined, path);
  if (title) return title;
  const last = [...path].reverse().find((segment) => typeof segment === 'string');
  return last === undefined ? undefined : String(last);
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

export function checkTextInput(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as FastifySchema | undefined;
  for (const [part, schemaPart] of PARTS) {
    const path = findControlCharacter(request[part]);
    if (!path) continue;
    const label = labelOf(schema?.[schemaPart], path);
    throw new HttpError(400, label ? controlCharacterMessage(label) : CONTROL_CHARACTER_FALLBACK);
  }
}

export interface RouteInput {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const routesSeen = new WeakMap<FastifyInstance, RouteInput[]>();

/** Every route registered after the guard, with its request schema (the coverage test walks them). */
export function textInputRoutes(app: FastifyInstance): readonly RouteInput[] {
  return routesSeen.get(app) ?? [];
}

/** Call before the areas register their routes: the hook applies to every route registered after it. */
export function registerTextInputGuard(app: FastifyInstance): void {
  const routes: RouteInput[] = [];
  routesSeen.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  app.addHook('preValidation', async (request) => checkTextInput(request));
}
