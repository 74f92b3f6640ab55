// The environment of a bench's Palco server: the embedded sandbox on `dataDir`, whatever the caller's
// shell says (a DATABASE_URL or PARTNER_API_URL left in it would point the bench somewhere else).
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

export function demoEnv({ dist = ".next", dataDir, ...extra }) {
  return {
    NEXT_DIST_DIR: dist,
    DATA_DIR: dataDir,
    AUTH_SECRET,
    DATABASE_URL: "",
    SANDBOX_DATABASE_URL: "",
    PARTNER_API_URL: "",
    PARTNER_API_KEY: "",
    PARTNER_ENV: "",
    ...extra,
  };
}
