import { getTranslations } from "next-intl/server";

import { ROLES } from "@/lib/db/roles";
import { USER_STATUSES } from "@/lib/db/schema/users";
import type { TeamListState } from "@/lib/team/list-params";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";

/** Role, status and producer as a GET form: the URL holds the filters, with or without JavaScript. */
export async function TeamFilters({
  state,
  producers,
}: {
  state: TeamListState;
  producers: { id: string; name: string }[];
}) {
  const t = await getTranslations("team");
  const select = (name: "role" | "status" | "producer", options: { value: string; label: string }[]) => (
    <div className="grid gap-1">
      <Label htmlFor={`team-filter-${name}`}>{t(`filters.${name}`)}</Label>
      <select
        id={`team-filter-${name}`}
        name={name}
        defaultValue={state[name] ?? ""}
        className={SELECT_TRIGGER_CLASS}
      >
        <option value="">{t("filters.any")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" aria-label={t("filters.label")} className="flex flex-wrap items-end gap-3">
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {state.sort ? <input type="hidden" name="dir" value={state.dir} /> : null}
      {select(
        "role",
        ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
      )}
      {select(
        "status",
        USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      )}
      {select(
        "producer",
        producers.map((p) => ({ value: p.id, label: p.name })),
      )}
      <Button type="submit" variant="outline">
        {t("filters.apply")}
      </Button>
    </form>
  );
}
