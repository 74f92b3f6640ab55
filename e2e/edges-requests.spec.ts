import type { APIRequestContext } from "@playwright/test";

import { authFile, expect, test } from "./fixtures";
import { freshEvent } from "./partner-api";
import { captureAction, type Captured, type Playwright } from "./replay";

// Issue 25 §2: server actions answered 500 to an oversize body, truncated JSON, an unexpected content
// type, a broken multipart boundary and a foreign Origin; the credentials callback to a JSON body. Each
// is a 4xx now (413, 400, 415, 403) with a short text, no stack, no digest, and the server stays up.

const BASE = `http://localhost:${process.env.E2E_PORT}`;
const TEN_MB = 10 * 1024 * 1024;

type Case = { label: string; status: number; headers?: Record<string, string | undefined>; body?: Buffer };

function cases(action: Captured): Case[] {
  const json = action.body.toString("utf8");
  return [
    { label: "10 MB body", status: 413, body: Buffer.from(`["${"a".repeat(TEN_MB)}"]`) },
    { label: "truncated JSON", status: 400, body: Buffer.from(json.slice(0, Math.max(1, json.length - 2))) },
    { label: "Content-Type: application/xml", status: 415, headers: { "content-type": "application/xml" } },
    { label: "Content-Type: application/json", status: 415, headers: { "content-type": "application/json" } },
    {
      label: "broken multipart boundary",
      status: 400,
      headers: { "content-type": "multipart/form-data; boundary=----palco-a" },
      body: Buffer.from(
        '------palco-b\r\nContent-Disposition: form-data; name="0"\r\n\r\n["en"]\r\n------palco-b--\r\n',
      ),
    },
    {
      label: "multipart cut short",
      status: 400,
      headers: { "content-type": "multipart/form-data; boundary=----palco-a" },
      body: Buffer.from('------palco-a\r\nContent-Disposition: form-data; name="0"\r\n\r\n["e'),
    },
    { label: "foreign Origin", status: 403, headers: { origin: "https://evil.example" } },
    {
      label: "look-alike Origin",
      status: 403,
      headers: { origin: `http://localhost:${process.env.E2E_PORT}.evil.example` },
    },
    { label: "Origin: null", status: 403, headers: { origin: "null" } },
    { label: "no Origin", status: 403, headers: { origin: undefined } },
    {
      label: "foreign Origin dressed as a prefetch",
      status: 403,
      headers: { origin: "https://evil.example", "next-router-prefetch": "1", purpose: "prefetch" },
    },
  ];
}

/** Sends the captured action with one thing broken; as a role's session or none. */
async function send(playwright: Playwright, action: Captured, path: string, c: Case, role: "admin" | null) {
  const api = await playwright.request.newContext({
    baseURL: BASE,
    storageState: role ? authFile(role) : undefined,
  });
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...action.headers, ...c.headers })) {
    if (v !== undefined && !/^(cookie|content-length|host)$/i.test(k)) headers[k] = v;
  }
  const res = await api.post(path, { headers, data: c.body ?? action.body, maxRedirects: 0 });
  const text = await res.text();
  await api.dispose();
  return { res, text };
}

async function expectServerUp(request: APIRequestContext) {
  const res = await request.get("/login");
  expect(res.status(), "the server still answers").toBe(200);
}

test("malformed server-action requests answer 4xx without a stack or digest, and the server stays up", async ({
  page,
  playwright,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto("/login");
  // The language toggle is a server action reachable without a session (text/plain JSON arguments).
  const action = await captureAction(page, () => page.getByRole("button", { name: "English" }).click());
  expect(action.headers["next-action"]).toBeTruthy();
  const { id } = await freshEvent(request, "Edges malformed actions");
  const paths = ["/login", "/events", `/events/${id}/orders`];
  for (const path of paths) {
    for (const role of [null, "admin"] as const) {
      for (const c of cases(action)) {
        const label = `${c.label} to ${path} as ${role ?? "no session"}`;
        const { res, text } = await send(playwright, action, path, c, role);
        expect(res.status(), `${label}: ${text.slice(0, 200)}`).toBe(c.status);
        expect(text, label).not.toMatch(/\bat .+\(.*:\d+:\d+\)|digest|Error:/i);
        expect(text.length, `${label}: says what was wrong`).toBeGreaterThan(0);
        expect(res.headers()["x-content-type-options"], label).toBe("nosniff");
      }
    }
  }
  await expectServerUp(request);
});

test("a well-formed action still runs after the checks", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Português" }).click();
  await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
});

test("the credentials callback answers 415 to JSON and other bodies, never 500", async ({ request }) => {
  const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const bodies: [string, string][] = [
    [
      "application/json",
      JSON.stringify({ email: "admin@palco.demo", password: "x", csrfToken: csrf.csrfToken }),
    ],
    ["application/json", '{"email":'],
    ["text/plain", "email=a"],
    ["application/xml", "<a/>"],
    ["multipart/form-data; boundary=x", "--y--"],
  ];
  for (const [type, data] of bodies) {
    const res = await request.post("/api/auth/callback/credentials", {
      headers: { "content-type": type },
      data,
      maxRedirects: 0,
    });
    expect(res.status(), `${type} ${data}`).toBe(415);
    expect(await res.json()).toEqual({ error: "unsupported_media_type" });
  }
  await expectServerUp(request);
});

test("the cover upload says the file is too large beside the field", async ({ loginAs, request }) => {
  test.slow();
  const { id } = await freshEvent(request, "Edges cover too large");
  const page = await loginAs("manager");
  await page.goto(`/events/${id}/edit`);
  const png = Buffer.concat([
    Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
    Buffer.alloc(6 * 1024 * 1024),
  ]);
  const input = page.locator('input[type="file"]');
  // 6 MB through the DevTools protocol: slow on a loaded machine, so a longer bound than other actions.
  await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: png }, { timeout: 60_000 });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((i) => i.endsWith("-error"))!;
  await expect(page.locator(`[id="${errorId}"]`)).toContainText(/mais de 5 MB|larger than 5 MB/);
});

test("a name with U+0000 and a year-0001 start are refused beside their fields, not as 'no answer'", async ({
  loginAs,
  request,
}) => {
  const { id } = await freshEvent(request, "Edges NUL name");
  const page = await loginAs("manager");
  await page.goto(`/events/${id}/edit`);
  const name = page.getByLabel(/^(nome|name)$/i);
  const starts = page.getByLabel(/^(início|starts)/i);
  const save = page.getByRole("button", { name: /salvar alterações|save changes/i });
  const errorOf = async (field: typeof name) =>
    page.locator(`[id="${(await field.getAttribute("aria-describedby"))!.split(" ").pop()}"]`);

  // The sandbox answers 422 naming the field (PostgreSQL text cannot hold U+0000): Palco says it there.
  await name.fill("Show\u0000Nulo");
  await save.click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(await errorOf(name)).toContainText("U+0000");
  await expect(page.locator("main")).not.toContainText(
    /não respondeu|did not answer|não conseguiu concluir/i,
  );

  await name.fill("Show sem nulo");
  await starts.fill("0001-01-01T00:00");
  await save.click();
  await expect(starts).toHaveAttribute("aria-invalid", "true");
  await expect(await errorOf(starts)).toHaveText(/entre 1970 e 2100|between 1970 and 2100/);
});
