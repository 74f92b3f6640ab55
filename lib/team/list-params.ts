import { z } from "zod";

import { ROLES } from "@/lib/db/roles";
import { USER_STATUSES } from "@/lib/db/schema/users";
import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

export const TEAM_PATH = "/team";
export const TEAM_SORT_KEYS = ["name", "email", "last_sign_in"] as const;

/** `/team`: the whole team in one list (a console's team is small), filtered by role, status and producer. */
export const teamList = defineListParams({
  perPage: [],
  sort: TEAM_SORT_KEYS,
  filters: {
    role: z.enum(ROLES).optional(),
    status: z.enum(USER_STATUSES).optional(),
    producer: z.string().trim().min(1).max(100).optional(),
  },
});
export type TeamListState = StateOf<typeof teamList>;
