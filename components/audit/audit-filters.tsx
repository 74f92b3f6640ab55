import Link from "next/link";

import { getTranslations } from "next-intl/server";

import { AUDIT_PATH, type AuditListState } from "@/lib/audit/list-params";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";

type TextKey = "user" | "action" | "target_type" | "target_id";
const LABEL = { user: "user", action: "action", target_type: "targetType", target_id: "targetId" } as const;

/** Every filter as one GET form: the URL holds them, with or without JavaScript; per_page is kept. */
export async function AuditFilters({
  state,
  producers,
}: {
  state: AuditListState;
  producers: { id: string; name: string }[];
}) {
  const t = await getTranslations("audit");
  const text = (name: TextKey, hint?: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`audit-filter-${name}`}>{t(`filters.${LABEL[name]}`)}</Label>
      <Input
        id={`audit-filter-${name}`}
        name={name}
        defaultValue={state[name] ?? ""}
        className="w-48"
        aria-describedby={hint ? `audit-filter-${name}-hint` : undefined}
      />
      {hint ? (
        <span id={`audit-filter-${name}-hint`} className="max-w-48 text-xs text-zinc-600">
          {hint}
        </span>
      ) : null}
    </div>
  );
  const date = (name: "from" | "to") => (
    <div className="grid gap-1">
      <Label htmlFor={`audit-filter-${name}`}>{t(`filters.${name}`)}</Label>
      <Input
        id={`audit-filter-${name}`}
        type="date"
        name={name}
        defaultValue={state[name] ?? ""}
        className="w-40"
      />
    </div>
  );
  const filtered = Boolean(
    state.user ||
    state.action ||
    state.target_type ||
    state.target_id ||
    state.producer ||
    state.from ||
    state.to,
  );
  return (
    <form
      method="get"
      action={AUDIT_PATH}
      aria-label={t("filters.label")}
      className="flex flex-wrap items-start gap-3"
    >
      {state.per_page !== 25 ? <input type="hidden" name="per_page" value={state.per_page} /> : null}
      {text("user")}
      {text("action", t("filters.actionHint"))}
      {text("target_type")}
      {text("target_id")}
      <div className="grid gap-1">
        <Label htmlFor="audit-filter-producer">{t("filters.producer")}</Label>
        <select
          id="audit-filter-producer"
          name="producer"
          defaultValue={state.producer ?? ""}
          className={SELECT_TRIGGER_CLASS}
        >
          <option value="">{t("filters.any")}</option>
          {state.producer && !producers.some((p) => p.id === state.producer) ? (
            <option value={state.producer}>{state.producer}</option>
          ) : null}
          {producers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {date("from")}
      {date("to")}
      <div className="flex items-center gap-3 self-end">
        <Button type="submit" variant="outline">
          {t("filters.apply")}
        </Button>
        {filtered ? (
          <Link href={AUDIT_PATH} className="text-sm underline">
            {t("filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
