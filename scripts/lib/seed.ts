// Seeds one DATA_DIR and exits (PGlite allows one process per data dir, so this must end before
// `next start`): the sandbox's demo data via seedDemo() and Palco's demo users via ensureDemoUsers().
// Usage: DATA_DIR=<dir> tsx --conditions react-server scripts/lib/seed.ts --out <file.json> [--no-sandbox]
// Writes {apiKey, users: [{email, password, role, name, producers?}]} to --out (mode 600); the arena
// login (limited to the sandbox's arena-norte) only when the sandbox was seeded here.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Module = Record<string, unknown>;
interface DemoUser {
  email: string;
  password: string;
  role: string;
  name?: string;
  producers?: { id: string; slug: string }[];
}

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const out = args[args.indexOf("--out") + 1];

function fail(message: string): never {
  console.error(`seed: ${message}`);
  process.exit(1);
}

async function load(rel: string): Promise<Module | null> {
  const file = [`${rel}.ts`, `${rel}.tsx`, `${rel}/index.ts`]
    .map((f) => path.join(root, f))
    .find((f) => existsSync(f));
  return file ? ((await import(pathToFileURL(file).href)) as Module) : null;
}

async function need(rel: string, name: string): Promise<(...a: unknown[]) => Promise<unknown>> {
  const mod = await load(rel);
  const fn = mod?.[name];
  if (typeof fn !== "function")
    fail(`${rel}.ts must export ${name}() — it is ${mod ? "not exported" : "missing"}`);
  return fn as (...a: unknown[]) => Promise<unknown>;
}

async function demoApiKey(seedResult: unknown): Promise<string | undefined> {
  const fromResult = (seedResult as { apiKey?: unknown } | undefined)?.apiKey;
  if (typeof fromResult === "string") return fromResult;
  for (const rel of ["lib/sandbox/seed", "lib/sandbox/seed/keys", "lib/sandbox/index", "lib/sandbox/keys"]) {
    const key = (await load(rel))?.DEMO_API_KEY;
    if (typeof key === "string") return key;
  }
  return undefined;
}

/**
 * The demo's second producer (arena-norte) as the demo key sees it (GET /me on the sandbox just seeded):
 * its UUID comes from the seed, so Palco's limited demo login is pointed at it here, where both meet.
 */
async function arenaProducerOf(apiKey: string): Promise<{ id: string; slug: string }> {
  const demo = (await load("lib/sandbox/seed/producers"))?.DEMO_PRODUCERS as
    { b?: { slug: string } } | undefined;
  const slug = demo?.b?.slug ?? fail("lib/sandbox/seed/producers.ts must export DEMO_PRODUCERS.b");
  const getSandbox = await need("lib/sandbox/instance", "getSandbox");
  const { app } = (await getSandbox()) as { app: { fetch(req: Request): Response | Promise<Response> } };
  const res = await app.fetch(
    new Request("http://sandbox.local/partner/v1/me", { headers: { authorization: `Bearer ${apiKey}` } }),
  );
  const me = (await res.json()) as { producers?: { id: string; slug: string }[] };
  const producer = me.producers?.find((p) => p.slug === slug);
  if (!producer) fail(`the demo key does not see the producer ${slug} (GET /me: HTTP ${res.status})`);
  return { id: producer.id, slug: producer.slug };
}

async function closeDatabases() {
  for (const rel of ["lib/sandbox/instance", "lib/db/client"]) {
    const mod = await load(rel).catch(() => null);
    for (const name of ["closeSandbox", "closeSandboxDb", "closeDb", "close"]) {
      const fn = mod?.[name];
      if (typeof fn === "function") await Promise.resolve(fn()).catch(() => undefined);
    }
  }
}

if (!out || out.startsWith("--")) fail("usage: seed.ts --out <file.json> [--no-sandbox]");
if (!process.env.DATA_DIR) fail("DATA_DIR must be set");

const seedDemo = await need("lib/sandbox/seed", "seedDemo");
const ensureDemoUsers = await need("lib/db/demo-users", "ensureDemoUsers");
const seed = process.env.DEMO_SEED ? { seed: Number(process.env.DEMO_SEED) } : {};
const seedResult = args.includes("--no-sandbox") ? undefined : await seedDemo(seed);
const apiKey = await demoApiKey(seedResult);
if (!apiKey) console.error("seed: warning: no DEMO_API_KEY export found in lib/sandbox");
const arenaProducer = seedResult && apiKey ? await arenaProducerOf(apiKey) : undefined;
const users = (await ensureDemoUsers(undefined, { arenaProducer })) as DemoUser[];
if (!Array.isArray(users) || !users.every((u) => u.email && u.password && u.role)) {
  fail("ensureDemoUsers() must return [{email, password, role, name}]");
}

writeFileSync(out, JSON.stringify({ apiKey, users }, null, 2), { mode: 0o600 });
await closeDatabases();
process.exit(0);
