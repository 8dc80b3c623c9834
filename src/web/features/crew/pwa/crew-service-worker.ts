// The page's side of the installable crew app: its manifest, its service worker, and the trips it keeps.
import { useEffect } from 'react';
import { CREW_MANIFEST, CREW_SCOPE, CREW_SERVICE_WORKER, TRIPS_CACHE } from './crew-cache-names';

/** Names the crew app's manifest on the crew's page alone, so that only /crew offers to be installed. */
export function showCrewManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = CREW_MANIFEST;
  document.head.append(link);
}

/** Installs the service worker that keeps the crew app on the phone; a browser without one still runs the app online. */
export function registerCrewServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  navigator.serviceWorker.register(CREW_SERVICE_WORKER, { scope: CREW_SCOPE }).catch(() => undefined);
}

/** Drops the trips kept for offline use, so that whoever signs in next on this phone never reads them. */
export async function forgetCachedTrips(): Promise<void> {
  if ('caches' in window) await caches.delete(TRIPS_CACHE).catch(() => false);
}

/** The crew's pages (its sign-in and its app) are the installable app: each names the manifest and installs the worker. */
export function useInstallableCrewApp(): void {
  useEffect(() => {
    showCrewManifest();
    registerCrewServiceWorker();
  }, []);
}

/**
 * Runs `onControlled` when the service worker takes control of the page: calls made before then went past it, so the
 * trips are asked again for it to keep a copy.
 */
export function useWhenServiceWorkerControls(onControlled: () => void): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.addEventListener('controllerchange', onControlled);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onControlled);
  }, [onControlled]);
}
