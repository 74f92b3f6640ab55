import { ZONE } from "./csv";
import { expect, expectAxeClean, test } from "./fixtures";

// The Jobs page (issue 6, part 5). The runner queues a maintenance run on a fresh install's first start.
const MAINTENANCE = /manutenção|maintenance/i;
const SUCCEEDED = /^(concluída|succeeded)$/i;

test("admin sees the maintenance run finish, its progress and its outcome CSV", async ({ loginAs }) => {
  test.slow();
  const page = await loginAs("admin");
  await page.goto("/");
  await page
    .getByRole("navigation")
    .first()
    .getByRole("link", { name: /tarefas|jobs/i })
    .click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/tarefas|jobs/i);
  // Palco's own runs (maintenance, the inbox every few minutes) are behind a filter (issue 24, item 11).
  await expect(page.getByRole("row").filter({ hasText: MAINTENANCE })).toHaveCount(0);
  await page.getByRole("link", { name: /mostrar tarefas automáticas|show automatic jobs/i }).click();
  await expect(page).toHaveURL(/\/jobs\?system=show$/);

  const row = page.getByRole("row").filter({ hasText: MAINTENANCE }).first();
  // The page refreshes itself while a run is queued or running.
  await expect(row.getByText(SUCCEEDED)).toBeVisible({ timeout: 60_000 });
  const bar = row.getByRole("progressbar");
  await expect(bar).toHaveAttribute("aria-valuenow", "3");
  await expect(bar).toHaveAttribute("aria-valuemax", "3");
  await expect(row).toContainText(/palco/i);
  await expectAxeClean(page);

  const csvLink = row.getByRole("link", { name: /csv/i });
  const response = await page.request.get((await csvLink.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  // As a pt-BR user reads it: `;`-separated, the status as the page shows it, the zone in the header.
  const lines = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(`Item;Status;Detalhe;Concluído em (${ZONE})`);
  expect(lines.slice(1).map((l) => l.split(";").slice(0, 2).join(";"))).toEqual([
    "login_attempts;Concluído",
    "finished_jobs;Concluído",
    "audit_log;Concluído",
  ]);
});

test("staff sees no system runs, and their outcome CSVs answer 404", async ({ loginAs }) => {
  const admin = await loginAs("admin");
  await admin.goto("/jobs?system=show");
  const href = await admin
    .getByRole("row")
    .filter({ hasText: MAINTENANCE })
    .first()
    .getByRole("link", { name: /csv/i })
    .getAttribute("href", { timeout: 60_000 });

  const staff = await loginAs("staff");
  await staff.goto("/jobs?system=show");
  // Staff may see runs managers started for their producers (other specs start some); never a system run.
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(/tarefas|jobs/i);
  // The heading is already in the loading outline: wait for the runs (or the empty state) themselves.
  await expect(
    staff
      .getByRole("table")
      .or(staff.getByRole("heading", { level: 2 }))
      .first(),
  ).toBeVisible();
  await expect(staff.getByRole("row").filter({ hasText: MAINTENANCE })).toHaveCount(0);
  await expectAxeClean(staff);
  expect((await staff.request.get(href!)).status()).toBe(404);
  expect((await staff.request.get("/api/jobs/not-a-uuid/outcomes")).status()).toBe(404);
});

test("the outcome CSV needs a session", async ({ request }) => {
  const response = await request.get("/api/jobs/00000000-0000-4000-8000-000000000000/outcomes");
  expect(response.status()).toBe(401);
});
