import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { createUser } from "@/lib/db/users";
import { decodeBody, decodeQuotedPrintable, header, startSmtpServer } from "@/lib/mail/smtp.test-support";
import { createMailer } from "@/lib/mail/transport";
import { PRESET_SCHEDULES, unsubscribeFromSchedules } from "@/lib/notifications/report-presets";
import { setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { sendSlot } from "@/lib/schedules/send";
import { getSchedule } from "@/lib/schedules/store";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { collectSales } from "./report";
import { bucketSales, reportWindow, salesChartSvg } from "./report-chart";
import { DEFAULT_SETTINGS, getSettings, saveSettings } from "./settings";

const NOW = new Date("2026-11-23T10:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

describe("sales report chart", () => {
  it("buckets paid orders in integer cents by hour over the last 24 hours", () => {
    const window = reportWindow("daily", NOW);
    const sums = bucketSales(
      [
        { at: new Date(hoursAgo(0.5)), cents: 18_000 },
        { at: new Date(hoursAgo(0.2)), cents: 1 },
        { at: new Date(hoursAgo(23.5)), cents: 500 },
        { at: new Date(hoursAgo(25)), cents: 99_999 },
      ],
      window,
    );
    expect(sums).toHaveLength(24);
    expect(sums[23]).toBe(18_001);
    expect(sums[0]).toBe(500);
    expect(sums.reduce((a, b) => a + b, 0)).toBe(18_501);
  });

  it("draws one bar per bucket as standalone SVG, escaping names", () => {
    const svg = salesChartSvg([0, 100, 300], ["a", "b", "c"], "Vendas — <Arena & Co>");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<rect x=/g)).toHaveLength(3);
    expect(svg).toContain("Vendas — &lt;Arena &amp; Co&gt;");
    expect(svg).not.toContain("<Arena");
  });
});

describe("collectSales", () => {
  afterEach(() => setDefaultPartnerClient(undefined));

  it("pages the producer's events and their paid orders since the window start", async () => {
    const calls: { op: string; query: Record<string, unknown> }[] = [];
    const client = {
      call: async (
        op: { operationId: string },
        input: { query: Record<string, unknown>; path?: Record<string, string> },
      ) => {
        calls.push({ op: op.operationId, query: input.query });
        if (op.operationId === "listEvents")
          return {
            data: [
              { id: "e1", status: "live" },
              { id: "e2", status: "draft" },
            ],
            page: 1,
            per_page: 100,
            total: 2,
          };
        return {
          data: [
            { amount: "180.00", paid_at: hoursAgo(1), created_at: hoursAgo(1) },
            { amount: "20.50", paid_at: null, created_at: hoursAgo(2) },
          ],
          page: 1,
          per_page: 100,
          total: 2,
        };
      },
    } as unknown as PartnerClient;
    setDefaultPartnerClient(client);
    const summary = await collectSales("p1", "daily", { now: NOW });
    expect(summary).toMatchObject({ totalCents: 20_050, orders: 2 });
    expect(calls.filter((c) => c.op === "listOrders")).toEqual([
      { op: "listOrders", query: { payment_status: "paid", since: hoursAgo(24), page: 1, per_page: 100 } },
    ]);
  });
});

// The daily preset schedule (lib/notifications/report-presets.ts): the user's "daily" setting makes them a recipient.
describe.each(testBackends())("report e-mail over real SMTP (the daily preset, %s)", (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let db: TestDb;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await openTestDb(backend);
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    await db?.cleanup();
  });
  /** A manager of producer p1, <name>@palco.test. */
  const manager = (name: string) =>
    createUser(
      {
        email: `${name}@palco.test`,
        name,
        role: "manager",
        password: "a-long-password-1",
        producerIds: ["p1"],
      },
      { id: null, email: "test@palco" } as never,
      db.db,
    );

  it("reads back what the settings page saved: defaults, then the choices and the preset received", async () => {
    const user = await manager("cai");
    expect(await getSettings(user.id, db.db)).toEqual(DEFAULT_SETTINGS);
    const chosen = { ...DEFAULT_SETTINGS, saleEmail: true, saleMinCents: 123_450, report: "weekly" as const };
    await saveSettings(user.id, chosen, db.db);
    expect(await getSettings(user.id, db.db)).toEqual(chosen);
    await saveSettings(user.id, { ...chosen, report: "daily" }, db.db);
    expect((await getSettings(user.id, db.db)).report).toBe("daily");
    await unsubscribeFromSchedules(db.db, user.id, null);
    expect((await getSettings(user.id, db.db)).report).toBe("none");
  });

  it("sends each recipient the summary with the chart attached as image/svg+xml", async () => {
    const { transporter, from } = createMailer(smtp.url, "http://palco.test");
    for (const name of ["ana", "bia"]) {
      const user = await manager(name);
      await saveSettings(user.id, { ...DEFAULT_SETTINGS, report: "daily" }, db.db);
    }
    const summary = {
      totalCents: 20_050,
      orders: 2,
      sums: [0, 18_000, 2_050],
      labels: ["x", "y", "z"],
      from: new Date(hoursAgo(24)),
      to: NOW,
    };
    const preset = await getSchedule(db.db, PRESET_SCHEDULES.daily);
    const counts = await sendSlot(preset!, NOW, {
      db: db.db,
      send: async (m) => Boolean(await transporter.sendMail({ from, ...m })),
      appUrl: "http://palco.test",
      secret: "k".repeat(40),
      producers: async () => [{ id: "p1", name: "Arena Norte" }],
      sales: async () => summary,
    });
    expect(counts.sent).toBe(2);
    // One e-mail each; the send order is not a promise (recipients come in a stable order, not by name).
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["ana@palco.test", "bia@palco.test"]);
    const raw = smtp.received[0].raw;
    expect(header(raw, "Subject")).toBe("Vendas de Arena Norte: R$\u00a0200,50 (últimas 24 horas)");
    expect(raw).toMatch(/Content-Type: image\/svg\+xml; name=vendas\.svg/);
    expect(raw).toMatch(/Content-ID: <sales-chart>/);
    const svgPart = raw.split(/Content-Type: image\/svg\+xml[^\n]*\n/)[1];
    const encoded = svgPart.split(/\r?\n\r?\n/)[1].split(/\r?\n--/)[0];
    const svg = /base64/i.test(svgPart.split(/\r?\n\r?\n/)[0])
      ? Buffer.from(encoded.replace(/\s/g, ""), "base64").toString("utf8")
      : decodeQuotedPrintable(encoded);
    expect(svg).toContain("<svg");
    expect(svg.match(/<rect x=/g)).toHaveLength(3);
    expect(decodeBody(raw)).toContain("2 pedidos pagos");
  });
});
