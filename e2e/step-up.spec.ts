import { test as base, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { expect, expectAxeClean, loginThroughForm, openConfirmation, sleepUntil } from "./fixtures";
import { sharedPalcoWithMail, type OwnPalco } from "./own-palco";
import { captureAction, type Captured, type LogRow } from "./replay";
import { decodeBody, startSmtpServer } from "../lib/mail/smtp.test-support";

// Issue 22, step-up: on a Palco of its own whose window is one minute (STEP_UP_WINDOW_MINUTES=1; the
// suite's server has hours, so its saved sessions never meet it), a manager with TOTP cancels an order
// after the window: a code is asked first, a wrong one is refused beside the field; the cancel captured
// before and replayed with the same (stale) session is refused with 0 upstream writes. An admin without
// a factor steps up with the password to reset the manager's two-factor, which ends the manager's
// session and e-mails them; that reset (and the proof) replayed without a session or as staff changes nothing.

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Palco = Pick<OwnPalco, "base" | "seed" | "adminToken"> & { smtp: Smtp };

const ownPalco = sharedPalcoWithMail("step-up", () => ({ STEP_UP_WINDOW_MINUTES: "1" }));
const test = base.extend<{ palco: Palco }>({
  // The first test to ask starts it: the start counts against this timeout, not the test's.
  palco: [async ({}, use) => use(await ownPalco.get()), { timeout: 240_000 }],
});
test.afterAll(ownPalco.stop);

const STEP_MS = 30_000;
const WINDOW_MS = 60_000;
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: ms,
  });

const login = (palco: Palco, email: string) => palco.seed.users.find((u) => u.email === email)!;

/** A live event of the key's first producer with one lot, and one paid order of it (Partner + control API). */
async function paidOrder(
  api: APIRequestContext,
  palco: Palco,
): Promise<{ eventId: string; orderId: string }> {
  const key = { authorization: `Bearer ${palco.seed.apiKey}` };
  const me = (await (await api.get("/partner/v1/me", { headers: key })).json()) as {
    producers: { id: string; slug: string }[];
  };
  const producer = me.producers.find((p) => p.slug !== "arena-norte") ?? me.producers[0];
  const created = await api.post("/partner/v1/events", {
    headers: key,
    data: { producer_id: producer.id, name: `Step-up ${Date.now()}`, starts_at: "2032-03-01T23:00:00Z" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (await api.patch(`/partner/v1/events/${id}`, { headers: key, data: { status: "live" } })).status(),
  ).toBe(200);
  const lot = await api.post(`/partner/v1/events/${id}/products`, {
    headers: key,
    data: { name: "Pista", amount: "120.00", maximum_quantity: 100 },
  });
  expect(lot.status(), await lot.text()).toBe(201);
  const bought = await api.post("/sandbox/v1/purchase", {
    headers: { authorization: `Bearer ${palco.adminToken}` },
    data: { event: id, quantity: 1, outcome: "pay", payment_method: "pix" },
  });
  expect(bought.status(), await bought.text()).toBeLessThan(300);
  return { eventId: id, orderId: ((await bought.json()) as { order: { id: string } }).order.id };
}

/** The sandbox's request log: its last id now, and the writes after one whose path holds `part`. */
async function logMark(api: APIRequestContext, palco: Palco): Promise<number> {
  const res = await api.get("/sandbox/v1/requests?limit=1", {
    headers: { authorization: `Bearer ${palco.adminToken}` },
  });
  return ((await res.json()) as { last_id: number }).last_id;
}
async function writesAfter(api: APIRequestContext, palco: Palco, after: number, part: string) {
  const res = await api.get(
    `/sandbox/v1/requests?method=POST,PUT,PATCH,DELETE&after_id=${after}&limit=1000`,
    {
      headers: { authorization: `Bearer ${palco.adminToken}` },
    },
  );
  return ((await res.json()) as { data: LogRow[] }).data.filter((r) => r.path.includes(part));
}

/** Replays a captured action POST with a browser context's cookies (null: none). */
async function replayWith(api: APIRequestContext, action: Captured, context: BrowserContext | null) {
  const headers = Object.fromEntries(
    Object.entries(action.headers).filter(([k]) => !/^(cookie|content-length|host)$/i.test(k)),
  );
  if (context) headers.cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await api.post(action.url, { headers, data: action.body, maxRedirects: 0 });
  return { status: res.status(), text: await res.text() };
}

/** Enrols TOTP on /account/two-factor; returns the secret and the step its confirming code used. */
async function enrolTotp(page: Page): Promise<{ secret: string; step: number }> {
  await page.goto("/account/two-factor");
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  const now = Date.now();
  await page.getByLabel("Código de 6 dígitos").fill(codeAt(secret, now));
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  return { secret, step: Math.floor(now / STEP_MS) };
}

test("a stale proof: cancelling asks for a code first, and the same cancel replayed without one writes nothing", async ({
  browser,
  playwright,
  palco,
}) => {
  test.setTimeout(300_000); // the one-minute window has to pass, on a shared machine
  const api = await playwright.request.newContext({ baseURL: palco.base });
  const order = await paidOrder(api, palco);
  const orderPage = `/events/${order.eventId}/orders/${order.orderId}`;

  const managerCtx = await browser.newContext({ baseURL: palco.base, locale: "pt-BR" });
  const manager = await managerCtx.newPage();
  await loginThroughForm(manager, login(palco, "manager@palco.demo"));
  const factor = await enrolTotp(manager);
  const adminCtx = await browser.newContext({ baseURL: palco.base, locale: "pt-BR" });
  const admin = await adminCtx.newPage();
  await loginThroughForm(admin, login(palco, "admin@palco.demo"));
  const staffCtx = await browser.newContext({ baseURL: palco.base, locale: "pt-BR" });
  await loginThroughForm(await staffCtx.newPage(), login(palco, "staff@palco.demo"));
  // Every session's proof (its sign-in, the factor's enrolment) is at or before this moment.
  const provedBy = Date.now();

  // Captured while the proofs are fresh (the browser's POSTs are aborted: nothing runs yet).
  await manager.goto(orderPage);
  await manager.getByRole("button", { name: /^cancelar pedido$/i }).click();
  const cancel = await captureAction(manager, () =>
    manager.getByRole("dialog").getByRole("button", { name: "Cancelar pedido e reembolsar" }).click(),
  );
  await manager.keyboard.press("Escape");
  await admin.goto("/team?role=manager");
  await admin.getByRole("link", { name: `Gerenciar ${login(palco, "manager@palco.demo").name}` }).click();
  await expect(admin.getByTestId("member-two-factor")).toContainText("Ativada.");
  const resetButton = admin.getByRole("button", { name: "Redefinir verificação em duas etapas" });
  const confirmReset = await openConfirmation(admin, resetButton);
  const reset = await captureAction(admin, () =>
    confirmReset.getByRole("button", { name: "Confirmar" }).click(),
  );
  await admin.keyboard.press("Escape");
  // Wrong callers are refused whatever the proof: no session, or staff (team changes are admins').
  for (const [who, ctx] of [
    ["no session", null],
    ["staff", staffCtx],
  ] as const) {
    const answer = await replayWith(api, reset, ctx);
    expect(answer.text, who).not.toContain('"ok":true');
    if (ctx) expect(answer.text, who).toContain('"code":"forbidden"');
  }

  await sleepUntil(provedBy + WINDOW_MS + 2_000); // the window passes (nothing else runs)

  // The manager's own session, now stale: the replayed cancel is refused, and nothing reaches the API.
  const mark = await logMark(api, palco);
  const replayed = await replayWith(api, cancel, managerCtx);
  expect(replayed.text).toContain('"code":"step_up"');
  expect(replayed.text).not.toContain('"ok":true');
  expect(await writesAfter(api, palco, mark, `/orders/${order.orderId}`)).toEqual([]);

  // In the browser the cancel asks for a code first; a wrong one is shown beside the field.
  await manager.goto(orderPage);
  await manager.getByRole("button", { name: /^cancelar pedido$/i }).click();
  await manager
    .getByRole("dialog")
    .getByLabel(/^motivo$/i)
    .fill("Step-up");
  await manager.getByRole("button", { name: "Cancelar pedido e reembolsar" }).click();
  const stepUp = manager.getByRole("dialog", { name: "Confirme que é você" });
  const code = stepUp.getByLabel("Código de verificação");
  await expect(code).toBeFocused();
  await expectAxeClean(manager);
  await code.fill("000000");
  await stepUp.getByRole("button", { name: "Confirmar" }).click();
  await expect(stepUp.getByText("Código incorreto ou já usado.")).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  expect(await writesAfter(api, palco, mark, `/orders/${order.orderId}`)).toEqual([]);
  const step = Math.max(factor.step + 1, Math.floor(Date.now() / STEP_MS));
  await code.fill(codeAt(factor.secret, step * STEP_MS));
  await stepUp.getByRole("button", { name: "Confirmar" }).click();
  await expect(manager.getByText("Pedido cancelado. O reembolso começou.")).toBeVisible();
  const writes = await writesAfter(api, palco, mark, `/orders/${order.orderId}`);
  expect(writes.map((w) => [w.method, w.status])).toEqual([["POST", 200]]);

  // The admin has no factor: the password proves the reset of the manager's two-factor.
  await admin.reload();
  await (await openConfirmation(admin, resetButton)).getByRole("button", { name: "Confirmar" }).click();
  const adminStepUp = admin.getByRole("dialog", { name: "Confirme que é você" });
  const password = adminStepUp.getByLabel("Senha");
  await password.fill(login(palco, "admin@palco.demo").password);
  // The proof itself, captured and replayed: without a session, or with staff's (the admin's password
  // proves nothing for staff), it is refused.
  const proof = await captureAction(admin, () =>
    adminStepUp.getByRole("button", { name: "Confirmar" }).click(),
  );
  for (const [who, ctx] of [
    ["no session", null],
    ["staff", staffCtx],
  ] as const) {
    const answer = await replayWith(api, proof, ctx);
    expect(answer.text, who).not.toContain('"ok":true');
    if (ctx) expect(answer.text, who).toContain("Senha incorreta.");
  }
  await password.fill(login(palco, "admin@palco.demo").password);
  await adminStepUp.getByRole("button", { name: "Confirmar" }).click();
  await expect(admin.getByText("Verificação em duas etapas redefinida.")).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId("member-two-factor")).toContainText("Não configurada.");
  await expect
    .poll(() =>
      palco.smtp.received.filter(
        (m) => m.to.includes("manager@palco.demo") && decodeBody(m.raw).includes("redefiniu"),
      ),
    )
    .toHaveLength(1);
  // The manager's session ended with it: the next request is sent to sign in.
  await manager.goto("/events");
  await expect(manager).toHaveURL(/\/login/);
  await Promise.all([managerCtx.close(), adminCtx.close(), staffCtx.close(), api.dispose()]);
});
