import "server-only";

import { env } from "@/lib/env";

/**
 * A URL on Palco's own origin (APP_URL), such as a cover the embedded sandbox serves, as an
 * origin-relative path: the browser then loads it from whichever address Palco was opened with
 * (127.0.0.1, a name on the LAN) instead of APP_URL. Any other URL, and null, come back unchanged.
 */
export function relativeToOwnOrigin(url: string | null, appUrl: string = env().APP_URL): string | null {
  if (!url) return url;
  try {
    const target = new URL(url);
    if (target.origin !== new URL(appUrl).origin) return url;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return url;
  }
}

/** The same for an event's (or event summary's) `cover_url`. */
export function withOwnCovers<T extends { cover_url: string | null }>(event: T): T {
  return { ...event, cover_url: relativeToOwnOrigin(event.cover_url) };
}
