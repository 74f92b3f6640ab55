// Seeds one DATA_DIR and exits (PGlite allows one process per data dir, so this must end before
// `next start`): the sandbox's demo data via seedDemo() and Palco's demo users via ensureDemoUsers().
// Usage: DATA_DIR=<dir> tsx --conditions react-server scripts/lib/seed.ts --out <file.json> [--no-sandbox]
//   [--two-factor-roles staff,…] (roles that must use two-factor; none by default)
// Writes {apiKey, users: [{email, password, role, name, producers?}]} to --out (mode 600); the arena
// login (limited to the sandbox's arena-norte) only when the sandbox was seeded here.
import { writeFileSync } from "node:fs";

import { closeDb } from "@/lib/db/client";
import { ensureDemoUsers, type DemoProducer } from "@/lib/db/demo-users";
import { ROLES, type Role } from "@/lib/db/roles";
import { seedRequiredRoles } from "@/lib/db/two-factor-policy";
import { closeSandboxDb, configureSandboxInstance, getSandbox } from "@/lib/sandbox/instance";
import type { Sandbox } from "@/lib/sandbox/sandbox";
import { seedDemo } from "@/lib/sandbox/seed";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { DEMO_PRODUCERS } from "@/lib/sandbox/seed/producers";

const args = process.argv.slice(2);
const out = args[args.indexOf("--out") + 1];
const rolesArg = args.includes("--two-factor-roles") ? args[args.indexOf("--two-factor-roles") + 1] : "";

function fail(message: string): never {
  console.error(`seed: ${message}`);
  process.exit(1);
}

/**
 * The demo's second producer (arena-norte) as the demo key sees it (GET /me on the sandbox just seeded):
 * its UUID comes from the seed, so Palco's limited demo login is pointed at it here, where both meet.
 */
async function arenaProducerOf(sb: Sandbox): Promise<DemoProducer> {
  const res = await sb.app.fetch(
    new Request("http://sandbox.local/partner/v1/me", {
      headers: { authorization: `Bearer ${DEMO_API_KEY}` },
    }),
  );
  const me = (await res.json()) as { producers?: DemoProducer[] };
  const producer = me.producers?.find((p) => p.slug === DEMO_PRODUCERS.b.slug);
  if (!producer)
    fail(`the demo key does not see the producer ${DEMO_PRODUCERS.b.slug} (GET /me: HTTP ${res.status})`);
  return { id: producer.id, slug: producer.slug };
}

async function seedSandbox(): Promise<DemoProducer> {
  // A one-shot process: no delivery, simulator or analytics loops on the database it briefly opens.
  configureSandboxInstance({ workers: null });
  const sb = await getSandbox();
  await seedDemo(sb.ctx, process.env.DEMO_SEED ? { seed: Number(process.env.DEMO_SEED) } : {});
  return arenaProducerOf(sb);
}

if (!out || out.startsWith("--")) fail("usage: seed.ts --out <file.json> [--no-sandbox]");
if (!process.env.DATA_DIR) fail("DATA_DIR must be set");
const twoFactorRoles = rolesArg ? rolesArg.split(",") : [];
for (const role of twoFactorRoles)
  if (!(ROLES as readonly string[]).includes(role)) fail(`--two-factor-roles: unknown role ${role}`);

const arenaProducer = args.includes("--no-sandbox") ? undefined : await seedSandbox();
const users = await ensureDemoUsers(undefined, { arenaProducer });
// The printed demo logins sign in with their password alone; an admin may require two-factor on /team.
// The bench asks it of one role, so a sign-in of that role stops at the second step it measures.
await seedRequiredRoles(twoFactorRoles as Role[]);
writeFileSync(out, JSON.stringify({ apiKey: DEMO_API_KEY, users }, null, 2), { mode: 0o600 });
await Promise.all([closeSandboxDb(), closeDb()].map((p) => p.catch(() => undefined)));
process.exit(0);
