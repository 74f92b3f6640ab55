import { csvHeader, csvText, parseCsv, ptBrTimeMs, ZONE } from "./csv";
import { expect, test } from "./fixtures";
import { buy, saleEvent } from "./orders-setup";

// Issue 24, item 13: a pt-BR user's CSV opens in a Brazilian spreadsheet as it is (`;`, decimal commas,
// Portuguese headers and labels, times in DISPLAY_TZ with the zone in the header, the header first);
// an English user's is RFC 4180 (`,`, decimal points). Same route, same file name: the session's
// language decides.

test("the orders CSV follows the user's language: `;` and decimal commas in pt-BR, RFC 4180 in English", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up and two downloads on a shared 2-core machine
  const event = await saleEvent(request, `CSV idioma ${Date.now()}`);
  const pix = await buy(request, event.id);
  const card = await buy(request, event.id, { method: "credit_card" });
  const url = `/api/events/${event.id}/exports/orders?rows=item`;

  const manager = await loginAs("manager");
  const pt = await manager.request.get(url);
  expect(pt.status()).toBe(200);
  const ptBody = await pt.body();
  expect([...ptBody.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // The first line is the header: no comment or notice before it.
  const ptHeader = csvHeader(ptBody);
  expect(ptHeader).toMatch(/^ID do pedido;Criado em \(America\/Sao_Paulo\);Pago em \(America\/Sao_Paulo\);/);
  expect(ptHeader.split(";")).toEqual(
    expect.arrayContaining([
      "Status do pagamento",
      "Forma de pagamento",
      "Preço unitário (R$)",
      // The file holds documents and says so in a column, the legal basis on every row.
      "Aviso: contém documentos (CPF/RG)",
    ]),
  );
  expect(csvText(ptBody)).toContain("\r\n");
  const ptRows = parseCsv(ptBody, "pt-BR");
  expect(ptRows).toHaveLength(2);
  const ptPix = ptRows.find((r) => r["ID do pedido"] === pix.id)!;
  expect(ptPix).toMatchObject({
    "Status do pagamento": "Pago",
    "Forma de pagamento": "PIX",
    "Preço unitário (R$)": "120,00",
    Quantidade: "1",
  });
  expect(ptPix["Aviso: contém documentos (CPF/RG)"]).toMatch(/base legal: LGPD art\. 7, V/);
  expect(ptRows.find((r) => r["ID do pedido"] === card.id)!["Forma de pagamento"]).toBe("Cartão de crédito");
  const paidAt = ptPix[`Pago em (${ZONE})`];
  expect(paidAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

  // The same user in English: the cookie the language switch sets.
  await manager.goto("/");
  await manager
    .context()
    .addCookies([{ name: "palco-locale", value: "en", url: new URL(manager.url()).origin }]);
  const en = await manager.request.get(url);
  expect(en.status()).toBe(200);
  const enBody = await en.body();
  const enHeader = csvHeader(enBody);
  expect(enHeader).toMatch(/^Order ID,Created at \(America\/Sao_Paulo\),Paid at \(America\/Sao_Paulo\),/);
  expect(enHeader).toContain("Notice: contains documents (CPF/RG)");
  const enRows = parseCsv(enBody, "en");
  expect(enRows).toHaveLength(2);
  const enPix = enRows.find((r) => r["Order ID"] === pix.id)!;
  expect(enPix).toMatchObject({
    "Payment status": "Paid",
    "Payment method": "PIX",
    "Unit price (BRL)": "120.00",
    Quantity: "1",
  });
  expect(enRows.find((r) => r["Order ID"] === card.id)!["Payment method"]).toBe("Credit card");
  // One instant, written for each reader: São Paulo wall-clock time either way.
  const enPaidAt = enPix[`Paid at (${ZONE})`];
  expect(enPaidAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(Date.parse(`${enPaidAt.replace(" ", "T")}-03:00`)).toBe(ptBrTimeMs(paidAt));
});

test("the borderô CSV names its sections in the reader's language, as the page does", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, an analytics read and two downloads on a shared 2-core machine
  const event = await saleEvent(request, `CSV borderô ${Date.now()}`);
  await buy(request, event.id);
  const url = `/api/events/${event.id}/settlement?format=csv`;

  const manager = await loginAs("manager");
  await manager.goto(`/events/${event.id}/analytics/settlement`);
  await expect(manager.getByRole("heading", { name: "Lotes" })).toBeVisible();
  const pt = await manager.request.get(url);
  expect(pt.status()).toBe(200);
  const ptSections = new Set(parseCsv(await pt.body(), "pt-BR").map((r) => r.Seção));
  expect([...ptSections]).toEqual([
    "Cabeçalho",
    "Lotes",
    "Cupons",
    "Resumo financeiro",
    "Por forma de pagamento",
    "Cancelamentos e reembolsos",
    "Ingressos emitidos e check-ins",
    "Conferência com a API",
  ]);

  await manager
    .context()
    .addCookies([{ name: "palco-locale", value: "en", url: new URL(manager.url()).origin }]);
  const en = await manager.request.get(url);
  expect(en.status()).toBe(200);
  const enSections = new Set(parseCsv(await en.body(), "en").map((r) => r.Section));
  expect([...enSections]).toEqual([
    "Header",
    "Lots",
    "Coupons",
    "Financial summary",
    "By payment method",
    "Cancellations and refunds",
    "Tickets issued and check-ins",
    "Reconciliation with the API",
  ]);
});
