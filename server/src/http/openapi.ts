/**
 * The API contract, machine-readable: an OpenAPI 3.1 document generated from the route schemas
 * (@fastify/swagger) at /api/openapi.json, and its reference page at /api/docs (Swagger UI, served
 * from this origin, no CDN). Each operation carries its area's tag, the roles that may call it
 * (`x-roles`, read from the route's `requireRoles` hooks; `x-public: true` and no security for the
 * routes anyone may call) and the `{ message }` error answers. Routes outside /api (the built apps,
 * /remotes.json) and the documentation's own routes are left out.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ErrorBodySchema, ROLE_LABELS, type Role } from '@sge/shared/contract';
import { authenticate } from '../auth/guard';
import { accessOf, onRequestHooksOf, type RouteAccess } from '../auth/route-access';
import { MESSAGES } from './errors';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The reference page's policy: scripts from this origin only (Swagger UI's page loads its
 * initializer from a file, no inline script), inline styles allowed (Swagger UI sets style
 * attributes), images from this origin or data: URIs (its logo).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Areas, in the order the reference page lists them; a route's tag is its path's first match. */
export const API_TAGS = [
  { name: 'Autenticação', description: 'Entrar e ler o usuário da sessão', match: /^\/api\/auth\// },
  { name: 'Saúde', description: 'Estado do servidor e do banco de dados', match: /^\/api\/health(\/(live|ready))?$/ },
  { name: 'Crachás', description: 'Crachás dos funcionários e de um evento', match: /^\/api\/(employees\/[^/]+\/badge|events\/[^/]+\/badges)$/ },
  { name: 'Funcionários', description: 'Cadastro de funcionários', match: /^\/api\/employees(\/|$)/ },
  { name: 'Eventos', description: 'Eventos, dias, escala, check-in/out e sincronização offline', match: /^\/api\/(events|event-employees)(\/|$)/ },
  { name: 'Solicitações de pagamento', description: 'Pagamento das diárias trabalhadas', match: /^\/api\/payment-requests(\/|$)/ },
  { name: 'Orçamentos', description: 'Orçamentos e sua conversão em eventos', match: /^\/api\/budgets(\/|$)/ },
  { name: 'Contas', description: 'Contas a receber, a pagar, recorrentes e inadimplentes', match: /^\/api\/(accounts-receivable|accounts-payable|recurring-accounts|financial\/defaulters)(\/|$)/ },
  { name: 'Relatórios financeiros', description: 'Fluxo de caixa, gráficos, indicadores e exportações', match: /^\/api\/financial-charts(\/|$)/ },
  { name: 'Estoque', description: 'Itens, movimentações e relatórios de estoque', match: /^\/api\/inventory(\/|$)/ },
  { name: 'Cadastro', description: 'Pré-cadastro, convites e solicitações de cadastro', match: /^\/api\/pre-registration(\/|$)/ },
  { name: 'Administração', description: 'Usuários, categorias, catálogo de serviços, gateways e configurações', match: /^\/api\/(users|categories|service-catalog|payment-gateways|settings)(\/|$)/ },
] as const;

export const tagOf = (url: string): string | undefined => API_TAGS.find((tag) => tag.match.test(url))?.name;

/** Routes served under /api that are not part of the API itself. */
export const isDocumentationRoute = (url: string): boolean =>
  url === OPENAPI_PATH || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

export const isApiRoute = (url: string): boolean => url.startsWith('/api/') && !isDocumentationRoute(url);

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the OpenAPI plugin (HEAD twins left out), for the contract test. */
    registeredRoutes: readonly RegisteredRoute[];
    /** Who may call a route, read from its hooks; valid once the app is ready. */
    routeAccess(route: RouteOptions): RouteAccess;
  }
}

const errorAnswer = (description: string) => ({ ...ErrorBodySchema, description });

type Schema = FastifySchema & Record<string, unknown>;

/** Adds the tag, the roles and the error answers to a route's schema, for the document only. */
function describe(schema: Schema, url: string, access: RouteAccess): Schema {
  const guarded = access.kind === 'roles';
  const roles = guarded ? access.roles : [];
  const who = guarded ? roles.map((role: Role) => ROLE_LABELS[role]).join(', ') : 'Público (sem autenticação)';
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const hasInput = Boolean(schema.body || schema.querystring || schema.params);
  if (hasInput && !response[400]) response[400] = errorAnswer('Dados inválidos (mensagem em pt-BR)');
  if (guarded) {
    response[401] ??= errorAnswer(`${MESSAGES.authRequired} ou token inválido`);
    response[403] ??= errorAnswer(MESSAGES.forbidden);
  }
  response[500] ??= errorAnswer(MESSAGES.internal);
  const tag = tagOf(url);
  return {
    ...schema,
    ...(tag ? { tags: [tag] } : {}),
    description: [schema.description, `Perfis: ${who}.`].filter(Boolean).join('\n\n'),
    'x-roles': roles,
    ...(guarded ? { security: [{ bearerAuth: [] }] } : { 'x-public': true, security: [] }),
    response,
  };
}

export async function registerOpenApi(app: FastifyInstance, options: { version?: string } = {}): Promise<void> {
  const routes: RegisteredRoute[] = [];
  const owners = new WeakMap<RouteOptions, FastifyInstance>();
  app.decorate('registeredRoutes', routes);
  app.decorate('routeAccess', (route: RouteOptions) => {
    const owner = owners.get(route);
    if (!owner) throw new Error(`Route ${route.method} ${route.url} was registered before the OpenAPI plugin`);
    return accessOf(onRequestHooksOf(owner, route), authenticate);
  });
  app.addHook('onRoute', function collect(this: FastifyInstance, route) {
    owners.set(route, this);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SGE — API',
        version: options.version ?? '0.1.0',
        description:
          'API REST do Sistema de Gestão de Eventos. Respostas de sucesso vêm em `{ data }`; erros em ' +
          '`{ message }` (pt-BR). Envie o token de `POST /api/auth/login` em `Authorization: Bearer <token>`. ' +
          '`x-roles` lista os perfis que podem chamar cada operação; `x-public: true` marca as públicas.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: API_TAGS.map(({ name, description }) => ({ name, description })),
    },
    transform: ({ schema, url, route }) => {
      if (!isApiRoute(url)) return { schema: { ...schema, hide: true }, url };
      // A plugin's '/' route is served with and without the slash: documented without it.
      const path = url.replace(/(.)\/$/, '$1');
      return { schema: describe({ ...schema } as Schema, path, app.routeAccess(route as RouteOptions)), url: path };
    },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    theme: { title: 'SGE — Referência da API' },
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: false, validatorUrl: null },
  });
}
