import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createUser } from "@/lib/db/users";
import { decodeBody, header, startSmtpServer } from "@/lib/mail/smtp.test-support";
import { createMailer } from "@/lib/mail/transport";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { dispatchNotification, notifyDeliveryFailure } from "./dispatch";
import { notifyForLive } from "./from-live";
import { DEFAULT_SETTINGS, saveSettings } from "./settings";
import { listNotifications, markRead } from "./store";
import { verifyUnsubscribeToken } from "./unsubscribe";

const SECRET = "x".repeat(40);
const APP = "http://palco.test";
const P1 = "p-one";
const actor = { id: null, email: "test@palco" } as never;

describe.each(testBackends())("notifications on %s", (backend) => {
  let db: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let deps: Parameters<typeof dispatchNotification>[1];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await openTestDb(backend);
    smtp = await startSmtpServer();
    const { transporter, from } = createMailer(smtp.url, APP);
    deps = {
      db: db.db,
      mailOn: true,
      appUrl: APP,
      secret: SECRET,
      send: async (m) => Boolean(await transporter.sendMail({ from, ...m })),
    };
    for (const [key, role, producerIds] of [
      ["admin", "admin", undefined],
      ["manager", "manager", [P1]],
      ["other", "manager", ["p-two"]],
      ["staff", "staff", [P1]],
      ["marketing", "marketing", undefined],
    ] as const) {
      const user = await createUser(
        {
          email: `${key}@palco.test`,
          name: key,
          role,
          password: "a-long-password-1",
          producerIds: producerIds ? [...producerIds] : undefined,
        },
        actor,
        db.db,
      );
      ids[key] = user.id;
    }
    await saveSettings(ids.manager, { ...DEFAULT_SETTINGS, saleEmail: true, saleMinCents: 10_000 }, db.db);
    await saveSettings(ids.staff, { ...DEFAULT_SETTINGS, saleInApp: false, saleEmail: true }, db.db);
    await saveSettings(ids.admin, { ...DEFAULT_SETTINGS, deliveryEmail: true }, db.db);
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.cleanup();
  });

  const sale = (id: string, amount: string) => ({
    id,
    kind: "order.paid" as const,
    producerId: P1,
    eventId: "ev-1",
    orderId: `ord-${id}`,
    amount,
    paymentMethod: "pix",
    productName: "Lote 2",
  });

  it("a sale notifies in-scope users with orders access, once, and e-mails those who asked over real SMTP", async () => {
    await notifyForLive(sale("d1", "180.00"), deps);
    await notifyForLive(sale("d1", "180.00"), deps);

    const admin = await listNotifications(ids.admin, { db: db.db });
    expect(admin.unread).toBe(1);
    expect(admin.items[0]).toMatchObject({ kind: "sale", data: { amount: "180.00", productName: "Lote 2" } });
    expect((await listNotifications(ids.manager, { db: db.db })).unread).toBe(1);
    expect((await listNotifications(ids.other, { db: db.db })).unread).toBe(0);
    expect((await listNotifications(ids.marketing, { db: db.db })).unread).toBe(0);
    // staff: e-mail only, nothing in the bell
    expect((await listNotifications(ids.staff, { db: db.db })).items).toEqual([]);

    expect(smtp.received.map((m) => m.to).sort()).toEqual([["manager@palco.test"], ["staff@palco.test"]]);
    const raw = smtp.received.find((m) => m.to[0] === "staff@palco.test")!.raw;
    expect(header(raw, "Subject")).toBe("Novo pedido R$\u00a0180,00 — PIX — Lote 2");
    const mail = decodeBody(raw);
    expect(mail).toContain("Um pedido de R$\u00a0180,00 foi pago (PIX, Lote 2).");
    expect(mail).toContain(`${APP}/events/ev-1/orders/ord-d1`);
    const token = /unsubscribe\?token=([^\s>]+)/.exec(mail)?.[1];
    expect(verifyUnsubscribeToken(decodeURIComponent(token!), SECRET)).toBe(ids.staff);
    expect(header(raw, "List-Unsubscribe")).toMatch(/^<http:\/\/palco\.test\/unsubscribe\?token=/);
  });

  it("respects the minimum sale amount", async () => {
    const before = smtp.received.length;
    await notifyForLive(sale("d2", "50.00"), deps);
    expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual(["staff@palco.test"]);
    expect((await listNotifications(ids.manager, { db: db.db })).unread).toBe(1);
  });

  it("a manual refund reaches who may cancel; delivery failures reach admins", async () => {
    await notifyForLive(
      { ...sale("d3", "90.00"), kind: "order.canceled", refundStatus: "manual_required" },
      deps,
    );
    const manager = await listNotifications(ids.manager, { db: db.db });
    expect(manager.items[0]).toMatchObject({ kind: "refund_manual" });
    expect((await listNotifications(ids.staff, { db: db.db })).items).toEqual([]);

    const before = smtp.received.length;
    expect(await notifyDeliveryFailure("ep-1:2026-11-23", "HTTP 500 after 3 attempts", deps)).toEqual({
      recorded: 1,
      emailed: 1,
    });
    expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual(["admin@palco.test"]);
  });

  it("marks read, one or all, only the user's own", async () => {
    const admin = await listNotifications(ids.admin, { db: db.db });
    expect(await markRead(ids.manager, [admin.items[0].id], db.db)).toBe(0);
    expect(await markRead(ids.admin, [admin.items[0].id], db.db)).toBe(1);
    expect(await markRead(ids.admin, "all", db.db)).toBe(admin.unread - 1);
    expect((await listNotifications(ids.admin, { db: db.db })).unread).toBe(0);
  });
});
