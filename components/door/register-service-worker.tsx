"use client";

import { useEffect } from "react";

/** The service worker's runtime cache for door pages (app/sw.ts). */
const DOOR_PAGES = "palco-door-pages";

/**
 * Installs the service worker that keeps the door page and its scripts for offline use, then stores this
 * page in its cache (the first visit happened before the worker existed, so the worker never saw it).
 * Registered from the door page only; failures are silent — the list then works offline only while the
 * page stays open.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker
      .register("/serwist/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then(() => caches.open(DOOR_PAGES))
      .then((cache) => cache.add(window.location.pathname))
      .catch(() => {});
  }, []);
  return null;
}
