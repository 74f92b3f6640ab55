import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PartnerMeSchema } from "@/lib/contract";

import { OPEN_TIMEOUT_MS } from "./test/fixtures";

const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-embedded-"));

describe("embedded sandbox (default instance)", { timeout: OPEN_TIMEOUT_MS }, () => {
  beforeAll(() => {
    // sandboxConfig() is parsed lazily, once per test file (vitest forks), so this points the default instance here.
    process.env.DATA_DIR = dataDir;
    delete process.env.PARTNER_API_URL;
    delete process.env.PARTNER_API_KEY;
    delete process.env.SANDBOX_DATABASE_URL;
    process.env.APP_URL = "http://palco.test";
  });
  afterAll(async () => {
    const { closeSandboxDb } = await import("./instance");
    await closeSandboxDb();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the seeded demo in-process at APP_URL/partner/v1 with the demo key", async () => {
    const { embeddedPartner } = await import("./embedded");
    const partner = await embeddedPartner();
    expect(partner.baseUrl).toBe("http://palco.test/partner/v1");
    const res = await partner.fetch(`${partner.baseUrl}/me`, {
      headers: { authorization: `Bearer ${partner.apiKey}` },
    });
    expect(res.status).toBe(200);
    expect(PartnerMeSchema.parse(await res.json()).producers).toHaveLength(2);
    // Same process, same instance: a second call neither reopens nor reseeds.
    expect((await embeddedPartner()).apiKey).toBe(partner.apiKey);
  });

  it("mounts the partner and control apps as Next route handlers", async () => {
    const partnerRoute = await import("@/app/partner/v1/[[...path]]/route");
    const controlRoute = await import("@/app/sandbox/v1/[[...path]]/route");
    const me = await partnerRoute.GET(new Request("http://palco.test/partner/v1/me"));
    expect(me.status).toBe(401);
    const doc = await partnerRoute.GET(new Request("http://palco.test/partner/v1/openapi.json"));
    expect(doc.status).toBe(200);
    const clock = await controlRoute.GET(new Request("http://palco.test/sandbox/v1/clock"));
    expect(clock.status).toBe(401);
    const { readFileSync } = await import("node:fs");
    const token = readFileSync(path.join(dataDir, "sandbox-admin-token"), "utf8").trim();
    const authed = await controlRoute.GET(
      new Request("http://palco.test/sandbox/v1/clock", { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(authed.status).toBe(200);
  });
});
