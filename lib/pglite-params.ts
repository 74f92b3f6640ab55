/**
 * PGlite's start parameters for Palco's and the sandbox's databases (neutral ground: imports nothing, so
 * the sandbox opens its own database with the same settings without importing Palco's lib/db). Each embedded database keeps its
 * shared memory resident for good (WebAssembly memory never shrinks), and the demo runs two, so:
 * - shared_buffers 16 MB instead of 128: the demo's data is a few MB, and a 100,000-order seed (11 MB
 *   of orders) queried no slower than at 32 MB in a side-by-side run; 8 MB was 2.2× slower there;
 * - max_connections 5: PGlite has one connection, and the default 100 sizes lock tables for 100;
 * - maintenance_work_mem 16 MB instead of 64: an index build otherwise grows the heap by up to 50 MB,
 *   permanently; a million-row build took the same time.
 */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults,
    ...["-c", "shared_buffers=16MB", "-c", "max_connections=5", "-c", "maintenance_work_mem=16MB"],
  ];
}
