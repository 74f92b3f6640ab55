import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";

import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";

import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { call, control, describeSandbox } from "@/lib/sandbox/test/fixtures";
import { clonePgliteTemplate } from "@/lib/sandbox/test/pglite-template";

import { waitFor } from "./test/wait";

// issue 9 "Done when": a bulk-cancel run killed with SIGKILL midway — right after a cancel reached the
// API, before its outcome was stored — and resumed by another process cancels nothing twice.
const TSX_LOADER = path.join(process.cwd(), "node_modules", "tsx", "dist", "loader.mjs");
const SCRIPT = path.join(process.cwd(), "lib", "jobs", "test", "bulk-cancel-worker.ts");

function worker(settings: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ["--import", `file://${TSX_LOADER}`, "--conditions", "react-server", SCRIPT],
    {
      env: { ...process.env, ...settings },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  let stderr = "";
  let buffer = "";
  child.stdout!.on("data", (c: Buffer) => {
    buffer += c.toString("utf8");
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
  const exited = new Promise<number | null>((r) => child.on("exit", r));
  const line = (prefix: string) =>
    waitFor(
      () => {
        const hit = lines.find((l) => l.startsWith(prefix));
        if (!hit && child.exitCode !== null) throw new Error(`worker exited (${child.exitCode}): ${stderr}`);
        return hit?.slice(prefix.length);
      },
      `"${prefix}" from the worker`,
      150_000,
    );
  return { child, line, exited };
}

describeSandbox("bulk cancel across a crash", (sb) => {
  let server: Server;
  let url = "";
  const cancels: string[] = [];
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "palco-bulk-crash-"));
    clonePgliteTemplate(path.join(dir, "palco")); // the workers' openDb folder: they skip initdb
    const listener = getRequestListener(async (req) => {
      if (req.method === "POST" && req.url.endsWith("/cancel")) cancels.push(new URL(req.url).pathname);
      return sb().app.fetch(req);
    });
    server = createServer(listener);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const { port } = server.address() as { port: number };
    url = `http://127.0.0.1:${port}/partner/v1`;
  }, 180_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await rm(dir, { recursive: true, force: true });
  }, 180_000);

  it("a run killed after a sent cancel resumes without cancelling any order twice", async () => {
    const events = await call(sb(), "GET", "/events?per_page=100");
    const jazz = (events.body.data as { id: string; slug: string }[]).find(
      (e) => e.slug === "noite-de-jazz-no-parque",
    )!;
    const since = ((await (await control(sb(), "GET", "/clock")).json()) as { now: string }).now;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await control(sb(), "POST", "/purchase", {
        event: jazz.id,
        quantity: 1,
        payment_method: "pix",
      });
      ids.push(((await res.json()) as { order: { id: string } }).order.id);
    }
    const input = { eventId: jazz.id, since, until: new Date(Date.now() + 3_600_000).toISOString() };
    const where = { BC_DATA_DIR: dir, BC_PARTNER_URL: url, BC_PARTNER_KEY: DEMO_API_KEY };

    const first = worker({ ...where, BC_ENQUEUE: JSON.stringify(input), BC_BLOCK_AFTER: "3" });
    const jobId = await first.line("enqueued ");
    await first.line("blocked");
    first.child.kill("SIGKILL");
    await first.exited;
    expect(cancels).toHaveLength(3);

    const second = worker({ ...where, BC_JOB_ID: jobId });
    const finished = JSON.parse(await second.line("finished ")) as {
      job: { status: string; total: number; done: number; failed: number };
      items: { itemKey: string; status: string; detail: string }[];
    };
    expect(await second.exited).toBe(0);
    expect(finished.job).toMatchObject({ status: "succeeded", total: 5, done: 5, failed: 0 });
    for (const id of ids)
      expect(
        cancels.filter((p) => p.includes(id)),
        `cancels of ${id}`,
      ).toHaveLength(1);
    expect(cancels).toHaveLength(5);
    for (const id of ids) {
      const now = await call(sb(), "GET", `/events/${jazz.id}/orders/${id}`);
      expect(now.body.payment_status).toBe("cancelled");
    }
    // The two recorded before the kill and the two cancelled after say so; the one in flight is skipped.
    expect(finished.items.filter((i) => i.detail.startsWith("cancelled"))).toHaveLength(4);
    expect(finished.items.filter((i) => i.detail === "skipped: already cancelled")).toHaveLength(1);
  }, 300_000);
});
