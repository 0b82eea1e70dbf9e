/**
 * Test apps compile a route's validators and response serializers on the route's first request,
 * not all of them at boot: a test file calls a handful of the API's routes, and compiling every
 * schema (Ajv, fast-json-stringify) was about a second of each file's start. The compilers are
 * the served app's own (http/validation.ts, Fastify's default serializer), so a route a test
 * calls is checked and answered exactly as in production; the served app (main.test.ts, the
 * Playwright journeys) still compiles every schema at boot.
 */
import path from 'node:path';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { validatorCompiler } from '../http/validation';

type Compile<Route, Compiled> = (route: Route) => Compiled;

/** Defers compile(route) to the first call of the function it returns. */
function lazily<Route, Args extends unknown[], Result>(compile: Compile<Route, (...args: Args) => Result>): Compile<Route, (...args: Args) => Result> {
  return (route) => {
    let compiled: ((...args: Args) => Result) | null = null;
    return (...args) => (compiled ??= compile(route))(...args);
  };
}

/** Fastify's default serializer compiler (its own dependency), as Fastify builds it for an app without shared schemas. */
function defaultSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const fastifyDir = path.dirname(require.resolve('fastify'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Fastify's dependency, not the server's: resolved from Fastify's folder, in jest's module registry
  const { SerializerSelector } = require(require.resolve('@fastify/fast-json-stringify-compiler', { paths: [fastifyDir] }));
  return SerializerSelector()({}, undefined);
}

export function compileSchemasLazily(app: FastifyInstance): void {
  app.setValidatorCompiler(lazily(validatorCompiler) as FastifySchemaCompiler<unknown>);
  app.setSerializerCompiler(lazily(defaultSerializerCompiler()) as FastifySerializerCompiler<unknown>);
}
