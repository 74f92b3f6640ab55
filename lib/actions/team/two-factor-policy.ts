"use server";

import { defineAction, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { requestAddress } from "@/lib/auth/second-factor";
import { ROLES, type Role } from "@/lib/db/roles";
import { setRequiredRoles } from "@/lib/db/two-factor-policy";

import { TEAM } from "./spec";

// Which roles must use two-factor (admins who see every producer, like every team change).
export const updateTwoFactorPolicyAction = defineAction({
  ...TEAM,
  parse: (_ctx, _prev: unknown, form: FormData) =>
    valid({ roles: ROLES.filter((r) => form.getAll("roles").includes(r)) as Role[] }),
  target: async (_input, { user }) => (user.producerIds === "all" ? { producerId: "*", before: null } : null),
  write: async ({ roles }, _target, { user }) =>
    written({ roles: await setRequiredRoles(roles, user, undefined, await requestAddress()) }),
  done: (after) => success(after),
});
