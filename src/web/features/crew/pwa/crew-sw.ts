// The crew app's service worker (built by vite-plugin-pwa, which writes the build's file list into __WB_MANIFEST).
// It controls /crew alone: the app's files come from the phone, a page address falls back to the kept app when there
// is no signal, and GET /api/crew/trips is asked of the server first, falling back to its last answer. No other API
// call is ever answered from a cache.
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { SHELL_CACHE_PREFIX, TRIPS_CACHE } from './crew-cache-names';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
// the few service worker globals used here (the project's TypeScript library is the page's DOM)
interface CrewWorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: CrewWorkerScope;

const PRECACHE = self.__WB_MANIFEST;
const APP_PAGE = new URL('index.html', self.location.origin).href;

// the build's file list names this version of the app: a new build gets a cache of its own
const versionOf = (entries: readonly PrecacheEntry[]) => {
  let hash = 0;
  for (const char of JSON.stringify(entries)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
};
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${versionOf(PRECACHE)}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((entry) => new Request(new URL(entry.url, self.location.origin).href, { cache: 'no-cache' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The unit's trips from the server, kept for later; without signal, the answer kept last. */
async function tripsNetworkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(TRIPS_CACHE)).put(request, response.clone());
    return response;
  } catch (err) {
    return (await caches.match(request, { cacheName: TRIPS_CACHE })) ?? Promise.reject(err);
  }
}

/** A page of the app from the server; without signal, the app kept on the phone (its routes are the app's own). */
async function pageNetworkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    return (await caches.match(APP_PAGE, { cacheName: SHELL_CACHE })) ?? Promise.reject(err);
  }
}

/** A file of the app from the phone, else from the server. */
async function cacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL_CACHE, ignoreSearch: true })) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === CREW_PATHS.trips) return event.respondWith(tripsNetworkFirst(request));
  if (url.pathname.startsWith('/api/') || url.pathname === '/health') return;
  if (request.mode === 'navigate') return event.respondWith(pageNetworkFirst(request));
  event.respondWith(cacheFirst(request));
});
