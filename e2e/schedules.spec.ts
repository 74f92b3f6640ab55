import { expect, expectAxeClean, tableReady, test } from "./fixtures";
import { captureAction, NO_SESSION, OTHER_PRODUCER, proveRefused, replayAllowed, STAFF } from "./replay";

// Issue 23 §5: "Agendar envio" on the borderô → a weekly schedule to a chosen team member, listed with its
// next run; the create action replayed without a session, as staff (no analytics:read) and as a manager of
// another producer is refused with 0 upstream writes. Sending is tested with a real SMTP server and the
// job driven by an injected clock in lib/schedules/job.test.ts (the e2e server has no SMTP_URL).
test("a weekly borderô schedule: created from the borderô, listed, paused and deleted; the create replay is refused out of scope", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const page = await loginAs("admin");
  await page.goto("/events/noite-de-jazz-no-parque/analytics/settlement");
  await page.getByRole("link", { name: "Agendar envio" }).click();
  await expect(page.getByRole("heading", { name: "Agendar envio" })).toBeVisible();
  await expect(page.getByText("Relatório: Borderô — Noite de Jazz no Parque")).toBeVisible();
  await expectAxeClean(page);

  const fill = async () => {
    await page.getByLabel("Frequência").selectOption("weekly");
    await page.getByLabel("Dia da semana").selectOption("1");
    await page.getByLabel(/^Horário/).selectOption("7");
    await page.getByLabel("Formato do anexo").selectOption("pdf");
    // Staff cannot read the borderô: not offered as a recipient.
    await expect(page.getByRole("checkbox", { name: /staff@palco\.demo/ })).toHaveCount(0);
    await page.getByRole("checkbox", { name: /admin@palco\.demo/ }).check();
  };
  await fill();

  const action = await captureAction(page, () => page.getByRole("button", { name: "Agendar" }).click());
  await proveRefused(playwright, request, action, [NO_SESSION, STAFF, OTHER_PRODUCER]);
  const allowed = await replayAllowed(playwright, request, action, "manager", "/");
  expect(allowed.text).toContain('"ok":true');
  expect(allowed.writes).toEqual([]);

  // The captured POST was aborted in the browser: start the form afresh and send it for real.
  await page.reload();
  await fill();
  await page.getByRole("button", { name: "Agendar" }).click();
  await expect(page.getByText("Envio agendado.")).toBeVisible();
  await page.getByRole("link", { name: "Ver envios agendados" }).click();
  await expect(page.getByRole("heading", { name: "Envios agendados" })).toBeVisible();
  await tableReady(page);
  const rows = page.getByRole("row", { name: /Borderô — Noite de Jazz no Parque/ });
  // one from the UI, one from the manager's allowed replay
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Toda segunda-feira às 7h");
  await expect(rows.first()).toContainText("Ainda não enviado");
  await expectAxeClean(page);

  await rows.first().getByRole("button", { name: "Pausar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Pausar" }).click();
  await expect(rows.first()).toContainText("Pausado");

  await rows.first().getByRole("button", { name: "Excluir" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(rows).toHaveCount(1);
});
