"use client";

import { useEffect } from "react";

/**
 * Installs the service worker that keeps the door page and its scripts for offline use. Registered from
 * the door page only (the console elsewhere needs the network anyway); failures are silent — the list
 * then works offline only while the page stays open.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.register("/serwist/sw.js", { scope: "/", type: "classic" }).catch(() => {});
  }, []);
  return null;
}
