import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";

// Every path, including those the proxy skips (the Partner API mount, the sandbox's control API, the
// webhook receiver, build assets, the service worker, the manifest and icons). Pages get the rest of
// their headers (CSP with a nonce) from proxy.ts, which sets these same values again.
const EVERY_PATH_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets the test harness build into its own folder while a developer server uses .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM and must be loaded by Node at run time, not bundled.
  // pg-boss is loaded by Node like pg, its driver, rather than bundled.
  // esbuild bundles the door list's service worker at build time (@serwist/turbopack, app/serwist).
  // pdfkit reads its font metrics from its own folder at run time; exceljs is large and Node-only.
  serverExternalPackages: ["@electric-sql/pglite", "pg-boss", "esbuild", "esbuild-wasm", "pdfkit", "exceljs"],
  // npm test type-checks in a suite of its own, beside the build (scripts/test.mjs): not twice.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  experimental: {
    // lib/auth/action-guard.ts refuses bigger bodies with a 413 before Next reads them (a test compares).
    serverActions: { bodySizeLimit: "6mb" },
    // Next would load every route's server modules at start: ~0.6 s of the one main thread before the
    // first page can answer, and memory for pages this process may never serve. Each loads on first use.
    preloadEntriesOnStart: false,
  },
  async headers() {
    return [{ source: "/:path*", headers: EVERY_PATH_HEADERS }];
  },
};

/**
 * next-intl's plugin shapes the bundle only: messages are compiled from ICU at build time (i18n/messages.ts
 * imports them through the bundler), so the client formats them without shipping an ICU parser, and
 * `next-intl/config` is aliased to i18n/request.ts. `next start` serves what the build made; loading the
 * plugin there also loaded its message extractor's native @swc/core, about 13 MB held for good.
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin({
    requestConfig: "./i18n/request.ts",
    experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
  })(nextConfig);
}
