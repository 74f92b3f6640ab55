import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Browser } from "@playwright/test";

import { startFakePartner, type FakePartner } from "./fake-partner";
import { loginThroughForm } from "./fixtures";
import { freePort, ROOT, startNext, stop } from "../bench/lib/server.mjs";
import { runSeed, type SeedOutput } from "../scripts/lib/seed-runner.mjs";

/**
 * A Palco of its own (the prebuilt dist, a fresh data dir, Palco's users only) pointed at the fake
 * Partner API of e2e/fake-partner.ts, with the admin signed in once: `cookie` is that session. The
 * fake's gate is closed afterwards, as it starts.
 */
type Server = Awaited<ReturnType<typeof startNext>>;
export type FakePalco = { server: Server; seed: SeedOutput; fake: FakePartner; cookie: string };

export async function startFakePalco(
  browser: Browser,
  extraEnv: Record<string, string> = {},
  fakeOptions: Parameters<typeof startFakePartner>[0] = {},
) {
  const fake = await startFakePartner(fakeOptions);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-fake-"));
  const port = await freePort();
  const env = {
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: "",
    SANDBOX_DATABASE_URL: "",
    PARTNER_API_URL: fake.url,
    PARTNER_API_KEY: fake.apiKey,
    PARTNER_ENV: "staging",
    ...extraEnv,
  };
  const seed = await runSeed({ dataDir, out: path.join(dataDir, "seed.json"), sandbox: false, env });
  if (!seed) throw new Error("seeding Palco's users failed");
  const server = await startNext({ cwd: ROOT, env, path: "/login", port });
  const context = await browser.newContext({ baseURL: server.base });
  fake.open(); // the home page the login lands on reads paged lists: none waits at the gate meanwhile
  await loginThroughForm(
    await context.newPage(),
    seed.users.find((u) => u.role === "admin")!,
  );
  fake.close();
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  const palco: FakePalco = { server, seed, fake, cookie };
  const close = async () => {
    await stop(server.child);
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { palco, close };
}
