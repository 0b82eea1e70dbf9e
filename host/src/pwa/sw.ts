/// <reference lib="webworker" />
/**
 * The service worker (DESIGN.md §6): cache v1 precaches the host shell, '/', '/login', '/events'
 * and '/manifest.json', and — read from the events remote's mf-manifest.json at install — the events
 * remote's files, so an installed app opens /events with no connection. remotes.json, remoteEntry.js
 * and mf-manifest.json are network-first (a redeployed remote is picked up when online); hashed
 * chunks and assets (the scanner's zxing_reader.<hash>.wasm, listed in the remote's
 * offline-assets.json) are cache-first; the API is never cached here (offline data lives in IndexedDB).
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

export const CACHE_VERSION = 'v1';
setCacheNameDetails({ prefix: 'sge', suffix: CACHE_VERSION });
const REMOTES_CACHE = `sge-remotes-${CACHE_VERSION}`;
const OFFLINE_REMOTES = ['events'];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath: string };
  shared: { assets: ManifestAssets }[];
  exposes: { assets: ManifestAssets }[];
}

const assetsOf = (a: ManifestAssets): string[] => [...a.js.sync, ...a.js.async, ...a.css.sync, ...a.css.async];

/**
 * Files a remote needs offline that mf-manifest.json does not list (it lists js and css only): the
 * events remote's `offline-assets.json`, `{ "files": [...] }` relative to its public path (the
 * badge scanner's zxing_reader.<hash>.wasm). A remote without one has none.
 */
async function extraAssetsOf(base: URL): Promise<string[]> {
  try {
    const response = await fetch(new URL('offline-assets.json', base).href, { cache: 'no-store' });
    if (!response.ok) return [];
    const { files } = (await response.json()) as { files?: unknown };
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string').map((f) => new URL(f, base).href) : [];
  } catch {
    return [];
  }
}

/** Caches a remote's manifest, remoteEntry.js and every chunk its pages and shared modules need. */
async function precacheRemote(name: string): Promise<void> {
  let manifestPath = `/remotes/${name}/mf-manifest.json`;
  try {
    const remotes = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, string>;
    if (remotes[name]) manifestPath = remotes[name];
  } catch {
    // No remotes.json: the default single-origin layout.
  }
  const manifestUrl = new URL(manifestPath, self.location.origin);
  const response = await fetch(manifestUrl.href, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${name}: mf-manifest.json ${response.status}`);
  const manifest = (await response.clone().json()) as FederationManifest;
  const base = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto' ? new URL(manifest.metaData.publicPath, manifestUrl) : new URL('./', manifestUrl);
  const files = new Set<string>([
    new URL(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, base).href,
    ...manifest.exposes.flatMap((e) => assetsOf(e.assets)).map((f) => new URL(f, base).href),
    ...manifest.shared.flatMap((s) => assetsOf(s.assets)).map((f) => new URL(f, base).href),
    ...(await extraAssetsOf(base)),
  ]);
  const cache = await caches.open(REMOTES_CACHE);
  await cache.put(manifestUrl.href, response);
  await cache.addAll([...files]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(OFFLINE_REMOTES.map((name) => precacheRemote(name))));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

self.addEventListener('activate', (event) => {
  // Drop caches of other versions (the precache cleans its own).
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('sge-remotes-') && k !== REMOTES_CACHE).map((k) => caches.delete(k)))),
  );
});

const isFresh = (url: URL): boolean =>
  url.pathname === '/remotes.json' || url.pathname.endsWith('/remoteEntry.js') || url.pathname.endsWith('/mf-manifest.json');
const isHashed = (url: URL): boolean => /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?|wasm)$/.test(url.pathname);

registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/'), ({ request }) => fetch(request));
registerRoute(({ url }) => isFresh(url), new NetworkFirst({ cacheName: REMOTES_CACHE, networkTimeoutSeconds: 4 }));
registerRoute(({ url }) => isHashed(url), new CacheFirst({ cacheName: REMOTES_CACHE }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/'), { denylist: [/^\/api\//] }));
