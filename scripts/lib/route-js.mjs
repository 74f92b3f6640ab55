// First-load JS per App Router route, read from a Turbopack build's output (plain Node: `npm test` and
// `npm run bench` both use it). A route loads the build's rootMainFiles (build-manifest.json) plus every
// chunk its client reference manifest lists under entryJSFiles (root layout, its layouts, boundaries and
// the page). Sizes are gzip at zlib's default level, as `next start` compresses them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const MANIFEST_SUFFIX = "page_client-reference-manifest.js";

function manifestFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) manifestFiles(full, found);
    else if (entry.name === MANIFEST_SUFFIX) found.push(full);
  }
  return found;
}

/** "/(dashboard)/events/[eventId]/page" → "/events/[eventId]". */
export function routeOf(manifestKey) {
  const route = manifestKey
    .replace(/\/page$/, "")
    .split("/")
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .join("/");
  return `/${route}`;
}

/** { route: { files: string[], bytes: number, gzip: number } } for every page of the build in `distDir`. */
export function routeJs(distDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const root = buildManifest.rootMainFiles ?? [];
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const body = readFileSync(path.join(distDir, file));
      sizes.set(file, { bytes: body.length, gzip: gzipSync(body).length });
    }
    return sizes.get(file);
  };
  const routes = {};
  const appDir = path.join(distDir, "server", "app");
  if (!existsSync(appDir)) throw new Error(`${appDir} not found: build first`);
  for (const file of manifestFiles(appDir)) {
    const sandbox = { globalThis: {} };
    sandbox.globalThis = sandbox;
    vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
    for (const [key, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      if (key.startsWith("/_")) continue; // _not-found, _global-error
      const files = new Set(root);
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const c of chunks) files.add(c);
      const list = [...files].filter((f) => f.endsWith(".js")).sort();
      const total = list.reduce(
        (acc, f) => {
          const s = sizeOf(f);
          return { bytes: acc.bytes + s.bytes, gzip: acc.gzip + s.gzip };
        },
        { bytes: 0, gzip: 0 },
      );
      routes[routeOf(key)] = { files: list, ...total };
    }
  }
  return routes;
}

export const kB = (n) => (n / 1000).toFixed(1);
