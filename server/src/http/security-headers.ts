/**
 * Security headers on every answer, HTML, static files and /api alike (issue 15), with
 * @fastify/helmet:
 * - a Content-Security-Policy computed once at start: our own origin, plus the origins of the
 *   remotes listed in /remotes.json (REMOTES_JSON / REMOTES_FILE) for scripts, fetches, styles,
 *   images and fonts, so a remote served from elsewhere still loads. Styles allow 'unsafe-inline'
 *   (emotion writes <style> tags at run time); scripts never do. 'wasm-unsafe-eval' lets the badge
 *   scanner compile its ZXing WebAssembly (no JavaScript eval);
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin,
 *   X-Frame-Options DENY (with frame-ancestors 'none');
 * - Strict-Transport-Security only when the server is told it is served over HTTPS (BEHIND_HTTPS).
 * Permissions-Policy comes from permissions-policy.ts.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The CSP source of each remote served from another origin: the origin of an absolute http(s) URL,
 * the host of a scheme-relative one (`//cdn.example.com/…`, matched on the page's scheme). Remotes
 * on our own origin (relative URLs) add nothing.
 */
export function remoteSources(remotes: Record<string, string>): string[] {
  const sources = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      if (url.startsWith('//')) {
        sources.add(new URL(`https:${url}`).host);
      } else if (/^https?:\/\//i.test(url)) {
        sources.add(new URL(url).origin);
      }
    } catch {
      // Not a URL: the host will fail to load that remote whatever the policy says.
    }
  }
  return [...sources].sort();
}

export function contentSecurityPolicyDirectives(
  config: Pick<AppConfig, 'remotes' | 'behindHttps'>,
): Record<string, string[] | null> {
  const remotes = remoteSources(config.remotes);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.behindHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The policy as sent, for tests and the README. */
export function contentSecurityPolicy(config: Pick<AppConfig, 'remotes' | 'behindHttps'>): string {
  return Object.entries(contentSecurityPolicyDirectives(config))
    .map(([name, values]) => [name, ...(values ?? [])].join(' '))
    .join('; ');
}

export const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'remotes' | 'behindHttps'>): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    strictTransportSecurity: config.behindHttps ? HSTS : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The built apps may be loaded by a host on another origin (a remote served from elsewhere);
    // /api answers stay same-origin (set below).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    }
  });
}
