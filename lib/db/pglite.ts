/**
 * PGlite's start parameters for Palco's and the sandbox's databases: its defaults with 32 MB of
 * shared_buffers instead of 128. Each embedded database otherwise holds ~150 MB more of the process's
 * memory, and the demo runs two; with the files on the OS's page cache, scans and lookups were no
 * slower in a side-by-side run (600,000 rows).
 */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, "-c", "shared_buffers=32MB"];
}
