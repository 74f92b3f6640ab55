import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import enJobs from "@/messages/en/jobs.json";
import ptJobs from "@/messages/pt-BR/jobs.json";

import { outcomeReason } from "@/components/jobs/outcome-reason";

// Issue 24 item 13: the job page and its outcomes CSV word every stored detail in the reader's language;
// only the API's own messages (after "refused:"/"failed:") stay as they came.
const reasonIn = (locale: "pt-BR" | "en") => {
  const t = createTranslator({
    locale,
    messages: { jobs: locale === "en" ? enJobs : ptJobs },
    namespace: "jobs.outcome",
  });
  const labels = { refund: (s: string) => s, order: (s: string) => s };
  return (detail: string) => outcomeReason(detail, t as never, labels);
};

describe("outcomeReason", () => {
  it("words the plain details other jobs store in Portuguese for a pt-BR reader", () => {
    const pt = reasonIn("pt-BR");
    expect(pt("created")).toBe("Criado");
    expect(pt("existing")).toBe("Já existia");
    expect(pt("applied")).toBe("Aplicado");
    expect(pt("already handled")).toBe("Já tratado");
    expect(pt("no code allocated")).toBe("Nenhum código reservado");
    expect(pt("the event copy was not created")).toBe("A cópia do evento não foi criada");
    expect(pt("12 orders; 1 e-mails")).toBe("12 pedidos; 1 e-mail");
    expect(pt("refused: coupon code taken")).toBe("Recusado pela API de parceiros: coupon code taken");
  });

  it("keeps English for an English reader and leaves ids and unknown text as they are", () => {
    const en = reasonIn("en");
    expect(en("existing")).toBe("Already existed");
    expect(en("1 orders; 2 e-mails")).toBe("1 order; 2 e-mails");
    expect(en("CUPOM-1")).toBe("CUPOM-1");
    expect(reasonIn("pt-BR")("toString")).toBe("toString");
  });
});
