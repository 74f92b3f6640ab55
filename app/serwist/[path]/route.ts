import { createSerwistRoute } from "@serwist/turbopack";

import { publicEntry } from "@/lib/auth/declared";

// /serwist/sw.js: the service worker, bundled from app/sw.ts with esbuild at build time (Turbopack has no
// webpack plugin hook, so @serwist/turbopack serves it from a static route handler). Public: a browser
// fetches worker scripts without page context, and the file holds no data, only code and asset names.
const serwist = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  // Precache the build's static files (JS, CSS) and the icons; pages are cached at run time (door only).
  globIgnores: ["**/*.map"],
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = serwist;
export const GET = publicEntry("service worker script: code and asset names only, no data", serwist.GET);
