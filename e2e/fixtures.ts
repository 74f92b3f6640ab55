import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, type Locator, type Page, test as base, expect } from "@playwright/test";
import axe from "axe-core";

export { expect };

// `arenaManager`: a manager limited to the producer arena-norte (the demo's fifth login).
export const ROLES = ["admin", "manager", "staff", "marketing", "arenaManager"] as const;
export type Role = (typeof ROLES)[number];
export interface DemoLogin {
  email: string;
  password: string;
  role: string;
  name?: string;
  producers?: { id: string; slug: string }[];
}

// Mirrors lib/db/demo-users.ts; the seed output (below) wins when present.
const FALLBACK_LOGINS: Record<Role, DemoLogin> = {
  admin: { email: "admin@palco.demo", password: "palco-admin-demo", role: "admin" },
  manager: { email: "manager@palco.demo", password: "palco-manager-demo", role: "manager" },
  staff: { email: "staff@palco.demo", password: "palco-staff-demo", role: "staff" },
  marketing: { email: "marketing@palco.demo", password: "palco-marketing-demo", role: "marketing" },
  arenaManager: { email: "arena@palco.demo", password: "palco-arena-demo", role: "manager" },
};

const dataDir = () => process.env.E2E_DATA_DIR ?? "";

/** What scripts/lib/seed.ts wrote for this run: the sandbox's demo key and the demo users. */
export function seedOutput(): { apiKey?: string; users?: DemoLogin[] } {
  const file = path.join(dataDir(), "seed.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

export function demoLogin(role: Role): DemoLogin {
  // By e-mail: two demo logins share the manager role.
  const fallback = FALLBACK_LOGINS[role];
  return seedOutput().users?.find((u) => u.email === fallback.email) ?? fallback;
}

/** Storage state saved by auth.setup.ts for a role. */
export function authFile(role: Role): string {
  return path.join(dataDir(), "auth", `${role}.json`);
}

const EMAIL = /e-?mail/i;
const PASSWORD = /senha|password/i;
// Anchored: "Entrar com passkey" sits beside the password form's "Entrar".
const SUBMIT = /^(entrar|sign in|log ?in)$/i;

/**
 * Signs the page's session out the way next-auth/react's signOut({ callbackUrl: "/login" }) does. The
 * request context keeps sockets alive between calls; one the server closed as it idled can reset the next
 * request (ECONNRESET, seen once in a CI run), which Playwright retries when asked to.
 */
export async function signOutThroughApi(page: Page) {
  const csrf = await page.request.get("/api/auth/csrf", { maxRetries: 2 });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return page.request.post("/api/auth/signout", {
    form: { csrfToken, callbackUrl: "/login", json: "true" },
    maxRetries: 2,
  });
}

/** Signs in through the login form and waits to leave /login; fails with the page's error text. */
export async function loginThroughForm(page: Page, login: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: EMAIL }).fill(login.email);
  await page.getByLabel(PASSWORD).fill(login.password);
  await page.getByRole("button", { name: SUBMIT }).click();
  try {
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
  } catch {
    const alert = await page.getByRole("alert").allInnerTexts();
    throw new Error(`login as ${login.email} did not leave /login; alerts: ${JSON.stringify(alert)}`);
  }
}

/**
 * Rules whose violations can only be minor or moderate: axe gives a rule's declared impact to every
 * result it reports, and `expectAxeClean` keeps only serious and critical ones, so these ran on every
 * scan (region and the landmark rules walk the whole page) to be thrown away. Read from axe's own
 * metadata, so an upgrade that raises a rule's impact turns it back on.
 */
const NEVER_SERIOUS = Object.fromEntries(
  (axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } })._audit.rules
    .filter((rule) => rule.impact !== "serious" && rule.impact !== "critical")
    .map((rule) => [rule.id, { enabled: false }]),
);

/** Fails on serious or critical axe violations, listing each rule and the elements it flagged. */
export async function expectAxeClean(page: Page, options: { exclude?: string[] } = {}) {
  // A client-side navigation streams the <title> in after the page: scan once it is there.
  await expect(page).toHaveTitle(/\S/);
  const bad = await seriousAxeViolations(page, options);
  const report = bad
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      - ${n.target.join(" ")}\n        ${(n.failureSummary ?? "").replace(/\n/g, "\n        ")}`,
        );
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s), ${v.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n");
  expect(bad.length, `axe found serious/critical violations on ${page.url()}:\n${report}`).toBe(0);
}

/** The serious and critical violations of the page as `expectAxeClean` scans it. */
export async function seriousAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // label-content-name-mismatch is tagged experimental in axe, so off by default: we hold ourselves to it.
  // resultTypes: only violations are reported in full; passes and the rest come back as one node each,
  // which axe documents as its speed-up for large pages (a DataTable's hundreds of cells).
  let builder = new AxeBuilder({ page }).options({
    rules: { ...NEVER_SERIOUS, "label-content-name-mismatch": { enabled: true } },
    resultTypes: ["violations"],
  });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Waits until the page's DataTable is interactive: its code arrives just after the page's first load
 * (next/dynamic), and a click on a server-rendered cell before then does nothing.
 */
export async function tableReady(page: Page) {
  // Longer than an assertion's 10 s: on a loaded CI host the chunk can arrive later than that.
  await expect(page.locator("[data-table-ready]").first()).toBeAttached({ timeout: 30_000 });
}

/**
 * Waits for a link among `links` that `pick` accepts (a list's rows may still be arriving when the page has
 * loaded) and returns what `pick` made of their href attributes.
 */
export async function pickedLink<T>(
  links: Locator,
  pick: (hrefs: string[]) => T | undefined,
  message: string,
): Promise<T> {
  let picked: T | undefined;
  await expect
    .poll(
      async () =>
        (picked = pick(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))),
      {
        message,
      },
    )
    .toBeTruthy();
  return picked!;
}

/**
 * Repeats `act` (a click, a key press) until `target` shows: a control rendered on the server does nothing
 * until the page has hydrated, so an action right after a navigation may be lost.
 */
export async function actUntilVisible(target: Locator, act: () => Promise<unknown>) {
  await expect(async () => {
    if (!(await target.isVisible())) await act();
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Resolves at the time `at` (ms since the epoch), at once if it has passed. */
export async function sleepUntil(at: number) {
  const left = at - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Clicks `trigger` and returns the confirmation it opens (an alert dialog). One click is enough: a
 * confirmation's trigger is disabled until the page hydrates, and Playwright's click waits for it.
 */
export async function openConfirmation(page: Page, trigger: Locator) {
  const dialog = page.getByRole("alertdialog");
  await trigger.click();
  await expect(dialog).toBeVisible();
  return dialog;
}

export const test = base.extend<{ loginAs: (role: Role) => Promise<Page> }>({
  /** A page signed in as `role`: from auth.setup.ts's storage state, or through the form if absent. */
  loginAs: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role) => {
      const state = authFile(role);
      const context = await browser.newContext(existsSync(state) ? { storageState: state } : {});
      contexts.push(context);
      const page = await context.newPage();
      if (!existsSync(state)) await loginThroughForm(page, demoLogin(role));
      return page;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});
