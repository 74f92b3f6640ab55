import type { SessionUser } from "@/lib/auth/types";
import type { Event } from "@/lib/contract";
import type { ProgressChannel } from "@/lib/progress-channel";
import { loadSettlement } from "@/lib/settlement/load";
import { renderModel } from "@/lib/settlement/render";
import { settlementContext } from "@/lib/settlement/translator";

import { Alert } from "@/components/ui/alert";

import { PartialNote } from "@/components/layout/partial-note";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

import { StatementTables } from "./statement-tables";

type Props = { event: Event; user: SessionUser; progress: Pick<ProgressChannel, "report" | "end"> };

/**
 * The borderô itself (suspends while every order is read, reporting each page to `progress`): header
 * lines, the sections, the reconciliation. Past PARTNER_LIST_MAX_ITEMS orders it stops and says the
 * figures are partial (the files refuse instead: never silently incomplete).
 */
async function StatementBody({ event, user, progress }: Props) {
  // Ended whatever happens: a progress left waiting would keep the response open.
  const [ctx, statement] = await Promise.all([
    settlementContext(),
    loadSettlement(event, user, { atCeiling: "stop", onProgress: progress.report }),
  ]).finally(progress.end);
  const model = renderModel(statement, ctx);
  return (
    <div className="grid gap-6">
      {statement.partial ? <PartialNote /> : null}
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

// Streamed after the shell (HTTP 200 already sent): a Partner failure shows its error state in place.
export const Statement = withUpstreamError(StatementBody);
