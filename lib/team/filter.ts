import type { TeamMember } from "@/lib/db/team";
import { byInstant, byText, sortRows, type Comparators } from "@/lib/url-state/sort";

import type { TeamListState } from "./list-params";

type SortKey = NonNullable<TeamListState["sort"]>;

const comparators = (locale: string): Comparators<TeamMember, SortKey> => ({
  name: byText((m) => m.name, locale),
  email: byText((m) => m.email, locale),
  last_sign_in: byInstant((m) => m.lastSignInAt?.toISOString()),
});

/** The members the URL's filters keep, in the URL's order (by e-mail when unsorted). */
export function filterTeam(
  members: readonly TeamMember[],
  state: TeamListState,
  locale: string,
): TeamMember[] {
  const kept = members.filter(
    (m) =>
      (!state.role || m.role === state.role) &&
      (!state.status || m.status === state.status) &&
      (!state.producer || m.producerIds === "all" || m.producerIds.includes(state.producer)),
  );
  return state.sort ? sortRows(kept, comparators(locale)[state.sort], state.dir) : kept;
}
