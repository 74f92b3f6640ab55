import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { closeSandboxDb } from "../instance";
import { runCli } from "./index";
import { startReceiver } from "../webhooks/webhooks.test-support";

// The CLI reads the environment once: point it at a private data dir before the first command.
const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-cli-"));
process.env.DATA_DIR = dataDir;
process.env.SANDBOX_WEBHOOK_ALLOW_HTTP = "127.0.0.1";
delete process.env.SANDBOX_DATABASE_URL;
delete process.env.SANDBOX_URL;

/** Runs one command line in-process; returns its exit code and what it printed. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...a) => void err.push(a.join(" ")));
  try {
    const code = await runCli(argv);
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

beforeAll(async () => {
  expect((await cli("seed", "--seed", "2")).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await closeSandboxDb();
  rmSync(dataDir, { recursive: true, force: true });
});

it("keys --json prints the base URL, control URL, admin token and keys with their scope", async () => {
  const { code, out } = await cli("keys", "--json");
  expect(code).toBe(0);
  const body = JSON.parse(out);
  expect(body).toMatchObject({
    base_url: expect.stringMatching(/\/partner\/v1$/),
    control_url: expect.stringMatching(/\/sandbox\/v1$/),
    admin_token: expect.stringMatching(/^sbx_admin_/),
  });
  expect(body.keys[0]).toMatchObject({ key: expect.any(String), name: expect.any(String), read_only: false });
  expect(body.keys[0].producers[0]).toEqual({
    id: expect.any(String),
    slug: expect.any(String),
    name: expect.any(String),
  });
});

it("seed is a no-op when seeded; reset + seed starts over", async () => {
  expect((await cli("seed")).out).toMatch(/Already seeded \(seed 2\)/);
  const again = await cli("seed", "--reset", "--seed", "3");
  expect(again.code).toBe(0);
  expect(again.out).toMatch(/Seeded with seed 3/);
});

it("purchase, trigger, checkin and clock advance go through the control API", async () => {
  const bought = await cli("purchase", "--event", "festival-de-verao-2027", "--quantity", "2", "--json");
  expect(bought.code).toBe(0);
  const { order } = JSON.parse(bought.out);
  expect(order).toMatchObject({ payment_status: "paid", tickets_count: 2 });
  const checked = await cli("checkin", order.tickets[0].id);
  expect(checked.out).toMatch(/checked_in/);
  expect((await cli("checkin", order.tickets[0].id)).code).toBe(1);
  const triggered = await cli("trigger", "order.canceled", "--event", "festival-de-verao-2027");
  expect(triggered.code).toBe(0);
  expect(triggered.out).toMatch(/cancelled[\s\S]*refund pending/);
  const advanced = await cli("clock", "advance", "2h");
  expect(advanced.out).toMatch(/Sandbox time: .*offset 7200 s/);
  expect(advanced.out).toMatch(/1 refunds completed/);
});

it("transfer, resell, listings and buy-resale drive the simulator; money prints in pt-BR", async () => {
  const { order } = JSON.parse((await cli("purchase", "--event", "festival-de-verao-2027", "--json")).out);
  const [ticket] = order.tickets;
  const moved = await cli("transfer", ticket.id, "--name", "Beatriz Lima", "--email", "bia@example.com");
  expect(moved.code).toBe(0);
  const fresh = /new ticket (\S+)\s+valid\s+Beatriz Lima/.exec(moved.out)?.[1];
  expect(fresh).toBeDefined();
  expect((await cli("transfer", ticket.id, "--name", "X", "--email", "x@example.com")).code).toBe(1);
  const listed = await cli("resell", fresh!, "--price", "1234,50");
  expect(listed.code).toBe(0);
  expect(listed.out).toMatch(/^Listing (\S+)\s+open\s+R\$\s1\.234,50\s+ticket /);
  const listingId = /^Listing (\S+)/.exec(listed.out)![1];
  const open = await cli("listings", "--event", "festival-de-verao-2027", "--status", "open");
  expect(open.out).toContain(listingId);
  const bought = await cli("buy-resale", listingId, "--email", "rafa@example.com", "--method", "pix");
  expect(bought.code).toBe(0);
  // 1.234,50 plus the festival's 10% fee, in pt-BR: never "R$ 1358.00".
  expect(bought.out).toMatch(/^Order \S+\s+paid\s+R\$\s1\.357,95\s+pix\s+rafa@example\.com/);
  const sold = JSON.parse((await cli("listings", "--status", "sold", "--json")).out);
  expect(sold.map((l: { id: string }) => l.id)).toContain(listingId);
  expect((await cli("events")).out).toMatch(/R\$\s\d{1,3}(\.\d{3})*,\d{2}\s+\d+ left/);
  expect((await cli("resell", fresh!, "--price", "12.5")).code).toBe(2);
  expect((await cli("transfer", "--help")).out).toMatch(/--email E/);
  expect((await cli("buy-resale", "--help")).out).toMatch(/--method M/);
});

it("reports bad flags with exit 2 and API refusals with exit 1", async () => {
  const unknown = await cli("purchase", "--event", "x", "--bogus");
  expect(unknown.code).toBe(2);
  expect(unknown.err).toMatch(/bogus/);
  expect((await cli("trigger", "order.lost", "--event", "x")).code).toBe(2);
  expect((await cli("clock", "advance", "soon")).code).toBe(1);
  const missing = await cli("purchase", "--event", "no-such-event");
  expect(missing.code).toBe(1);
  expect(missing.err).toMatch(/404/);
  expect((await cli("nope")).code).toBe(2);
  expect((await cli("faults", "--help")).out).toMatch(/--rate-limit/);
});

it("faults sets and clears the fault set", async () => {
  expect((await cli("faults", "--latency", "5", "--error-rate", "0.25")).out).toMatch(
    /latency 5 ms, errors 25%/,
  );
  expect((await cli("faults", "--clear")).out).toMatch(/latency 0 ms, errors 0%/);
});

it("listen forwards deliveries to a local receiver and prints each attempt until stopped", async () => {
  const receiver = await startReceiver();
  await closeSandboxDb(); // reopened by `listen` with the background loops it needs
  const stop = new AbortController();
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
  try {
    const running = runCli(["listen", "--forward-to", receiver.url, "--interval", "100"], {
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(out.join("\n")).toMatch(/signing secret: whsec_/), { timeout: 30_000 });
    const { COMMANDS } = await import("./index");
    await COMMANDS.trigger.run(["order.paid", "--event", "festival-de-verao-2027"]);
    await vi.waitFor(() => expect(out.join("\n")).toMatch(/order\.paid\s+\S+\s+→ 200/), { timeout: 30_000 });
    stop.abort();
    expect(await running).toBe(0);
    expect(receiver.requests.length).toBeGreaterThanOrEqual(1);
  } finally {
    log.mockRestore();
    await receiver.close();
  }
}, 90_000);
