import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets the test harness build into its own folder while a developer server uses .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM and must be loaded by Node at run time, not bundled.
  // pg-boss is loaded by Node like pg, its driver, rather than bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg-boss"],
  experimental: { serverActions: { bodySizeLimit: "6mb" } },
};

export default withNextIntl(nextConfig);
