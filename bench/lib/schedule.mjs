// A scheduled report for the bench's edit-page target: made through its form in a browser, as a user
// makes one (a fresh seed has none, and the schedule's store is Palco's own database, which a running
// `next start` on PGlite keeps to itself).
import { signedInBrowser } from "./browser.mjs";

/** Schedules the producer's daily report to the first team member offered; returns its id, or null. */
export async function makeSchedule(base, cookie, producer) {
  const list = `${base}/reports/schedules?producer=${encodeURIComponent(producer)}`;
  const { browser, context } = await signedInBrowser(base, cookie);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/reports/schedules/new?kind=report&producer=${encodeURIComponent(producer)}`);
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Agendar" }).click();
    await page.getByRole("alert").filter({ hasText: "Envio agendado." }).waitFor();
  } finally {
    await browser.close();
  }
  const html = await (await fetch(list, { headers: { cookie } })).text();
  return /\/reports\/schedules\/([0-9a-f-]{36})\/edit/.exec(html)?.[1] ?? null;
}
