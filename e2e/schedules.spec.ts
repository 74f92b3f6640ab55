import { expect, expectAxeClean, openConfirmation, tableReady, test } from "./fixtures";
import { partnerHeaders } from "./partner-api";
import { captureAction, NO_SESSION, OTHER_PRODUCER, proveRefused, replayAllowed, STAFF } from "./replay";

// Issue 23 §5: "Agendar envio" on the borderô → a weekly schedule to a chosen team member, listed with its
// next run, edited, paused and deleted; the create, pause, delete and update actions replayed without a
// session, as staff (no analytics:read) and as a manager of another producer are refused with 0 upstream
// writes and the list unchanged. Sending is tested with a real SMTP server and the job driven by an
// injected clock in lib/schedules/job.test.ts (the e2e server has no SMTP_URL).
test("a weekly borderô schedule: created from the borderô, listed, edited, paused and deleted; every replay out of scope is refused", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  // A schedule's actions write only Palco's tables: any upstream write to the event would be a leak.
  // Counted on its path alone, so another worker's writes to other events in the meantime do not count.
  const found = await request.get("/partner/v1/events/noite-de-jazz-no-parque", {
    headers: partnerHeaders(),
  });
  expect(found.status(), await found.text()).toBe(200);
  const eventPath = `/events/${((await found.json()) as { id: string }).id}`;
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
  await proveRefused(playwright, request, action, [NO_SESSION, STAFF, OTHER_PRODUCER], eventPath);
  const allowed = await replayAllowed(playwright, request, action, "manager", eventPath);
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
  const listUrl = page.url();

  // A row's button opens its confirmation once the page has hydrated: a click on the server-rendered
  // button before then does nothing, so it is clicked again until the dialog shows.
  const dialog = page.getByRole("alertdialog");
  const confirmationOf = (name: string) => openConfirmation(page, rows.first().getByRole("button", { name }));

  // Pause, delete and edit captured (each POST aborted, then a fresh page) and replayed out of scope.
  const confirmed = async (name: string) => {
    const action = await captureAction(page, async () => {
      await confirmationOf(name);
      await dialog.getByRole("button", { name }).click();
    });
    await page.reload();
    return action;
  };
  const pause = await confirmed("Pausar");
  const remove = await confirmed("Excluir");
  await rows.first().getByRole("link", { name: "Editar" }).click();
  await expect(page.getByRole("heading", { name: "Editar envio agendado" })).toBeVisible();
  await expect(page.getByLabel("Frequência")).toHaveValue("weekly");
  await expect(page.getByRole("checkbox", { name: /admin@palco\.demo/ })).toBeChecked();
  await expectAxeClean(page);
  const editUrl = page.url();
  await page.getByLabel("Frequência").selectOption("daily");
  await page.getByRole("checkbox", { name: /manager@palco\.demo/ }).check();
  const update = await captureAction(page, () =>
    page.getByRole("button", { name: "Salvar alterações" }).click(),
  );
  for (const action of [pause, remove, update])
    await proveRefused(playwright, request, action, [NO_SESSION, STAFF, OTHER_PRODUCER], eventPath);
  await page.goto(listUrl);
  await expect(rows.filter({ hasText: "Toda segunda-feira às 7h" })).toHaveCount(2);
  await expect(rows.filter({ hasText: /Pausado|Marcos Gerente/ })).toHaveCount(0);

  // The edit for real: a refusal keeps what was chosen, beside the field; then saved and listed.
  await page.goto(editUrl);
  await page.getByLabel("Frequência").selectOption("daily");
  await page.getByRole("checkbox", { name: /admin@palco\.demo/ }).uncheck();
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(
    page.getByText("Escolha ao menos um membro da equipe que possa receber este relatório."),
  ).toBeVisible();
  await expect(page.getByLabel("Frequência")).toHaveValue("daily");
  await page.getByRole("checkbox", { name: /admin@palco\.demo/ }).check();
  await page.getByRole("checkbox", { name: /manager@palco\.demo/ }).check();
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Envio agendado atualizado.")).toBeVisible();
  await page.getByRole("link", { name: "Ver envios agendados" }).click();
  await tableReady(page);
  await expect(rows.first()).toContainText("Todo dia às 7h");
  await expect(rows.first()).toContainText("Ana Admin, Marcos Gerente");
  await expect(rows.nth(1)).toContainText("Toda segunda-feira às 7h");

  await confirmationOf("Pausar");
  await dialog.getByRole("button", { name: "Pausar" }).click();
  await expect(rows.first()).toContainText("Pausado");

  await confirmationOf("Excluir");
  await dialog.getByRole("button", { name: "Excluir" }).click();
  await expect(rows).toHaveCount(1);
});
