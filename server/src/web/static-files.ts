/**
 * Production serving of the built front end from one origin: the host at `/`, each remote at
 * `/remotes/<name>/`, and `/remotes.json` telling the host where each remote's manifest lives.
 * Builds that are missing are skipped with a warning (tests and API-only runs have none).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type AppConfig } from '../config';
import type { NotFoundFallback } from '../http/error-handler';
import { cacheControlFor, NO_CACHE } from './cache-control';

const hostDirOf = (staticRoot: string): string => path.join(staticRoot, 'host', 'dist');

export async function registerWeb(app: FastifyInstance, config: Pick<AppConfig, 'staticRoot' | 'remotes'>): Promise<void> {
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(config.remotes));

  if (!config.staticRoot) return;
  const hostDir = hostDirOf(config.staticRoot);
  const sites = [
    { prefix: '/', dir: hostDir },
    ...REMOTE_NAMES.map((name) => ({ prefix: `/remotes/${name}/`, dir: path.join(config.staticRoot!, `remote-${name}`, 'dist') })),
  ];

  let decorated = false;
  for (const { prefix, dir } of sites) {
    if (!existsSync(dir)) {
      app.log.warn(`static files: ${dir} not found, nothing served at ${prefix} (build the app first)`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: !decorated,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
    decorated = true;
  }
}

export function createSpaFallback(config: Pick<AppConfig, 'staticRoot'>): NotFoundFallback | undefined {
  if (!config.staticRoot) return undefined;
  const hostDir = hostDirOf(config.staticRoot);
  return (request, reply) => sendSpaIndex(request, reply, hostDir);
}

/**
 * Client-side routes (/events, /login …) reload into the host's index.html: asked for as HTML, or a
 * path without a file extension (the service worker precaches '/login' and '/events' with a plain
 * fetch). A missing file (/x.js) still answers 404, never HTML.
 */
async function sendSpaIndex(request: FastifyRequest, reply: FastifyReply, hostDir: string): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!request.headers.accept?.includes('text/html') && lastSegment.includes('.')) return false;
  if (!existsSync(path.join(hostDir, 'index.html'))) return false;
  await reply.header('cache-control', NO_CACHE).sendFile('index.html', hostDir);
  return true;
}
