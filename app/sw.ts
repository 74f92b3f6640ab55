// The service worker (bundled by @serwist/turbopack's route, app/serwist/[path]/route.ts): it keeps the
// door page and the app's static files so the door list opens and searches without network. Only the
// door page's HTML is cached among pages (a private console); API answers are never cached here — the
// door list caches its own data (components/door/door-cache.ts) and says how old it is.
import { CacheFirst, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry } from "serwist";

declare const self: { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const DOOR_PAGE = /^\/events\/[^/]+\/door\/?$/;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ url }) => url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === "navigate" && DOOR_PAGE.test(url.pathname),
      handler: new NetworkFirst({ cacheName: "palco-door-pages", networkTimeoutSeconds: 5 }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({ cacheName: "palco-static" }),
    },
  ],
});

serwist.addEventListeners();
