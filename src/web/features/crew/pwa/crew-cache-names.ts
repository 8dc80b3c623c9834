// The caches the crew app's service worker keeps, named once for the worker and the page that clears them.

/** The app's files, precached at install; the build's list of files versions it. */
export const SHELL_CACHE_PREFIX = 'tcc-crew-shell-';
/** The last answer of GET /api/crew/trips, for a phone without signal. */
export const TRIPS_CACHE = 'tcc-crew-trips';
/** The crew app's pages: the service worker controls these alone, never the rest of TCC. */
export const CREW_SCOPE = '/crew';
export const CREW_SERVICE_WORKER = '/crew-sw.js';
export const CREW_MANIFEST = '/crew.webmanifest';
