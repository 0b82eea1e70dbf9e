/**
 * Cache policy for the built apps. Files whose names carry a content hash never change under that
 * name: cached for a year. Entry points (index.html, remoteEntry.js, mf-manifest.json,
 * remotes.json, the service worker, the web manifest) and every other unhashed file are
 * revalidated on each use, so a new deployment is picked up at once.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const ENTRY_POINTS = new Set([
  'index.html',
  'remotes.json',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'sw.js',
  'service-worker.js',
  'manifest.json',
  'manifest.webmanifest',
]);

const CONTENT_HASH = /[.-][0-9a-f]{8,}\./i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_POINTS.has(name)) return NO_CACHE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}
