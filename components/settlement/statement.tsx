import type { SessionUser } from "@/lib/auth/types";
import type { Event } from "@/lib/contract";
import { loadSettlement } from "@/lib/settlement/load";
import { renderModel } from "@/lib/settlement/render";
import { settlementContext } from "@/lib/settlement/translator";

import { Alert } from "@/components/ui/alert";

import { StatementTables } from "./statement-tables";

/** The borderô itself (suspends while every order is read): header lines, the sections, the reconciliation. */
export async function Statement({ event, user }: { event: Event; user: SessionUser }) {
  const ctx = await settlementContext();
  const statement = await loadSettlement(event, user);
  const model = renderModel(statement, ctx);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1 text-sm">
        <p className="text-zinc-700">{model.issued}</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {model.header.map((line) => (
            <div key={line.label} className="contents">
              <dt className="font-medium">{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <StatementTables model={model} />
      <Alert variant={statement.reconciliation.matches ? "success" : "warning"} role="status">
        {model.note}
      </Alert>
    </div>
  );
}
