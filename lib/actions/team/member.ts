"use server";

import { z } from "zod";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { setUserStatus } from "@/lib/db/team";
import { updateUser } from "@/lib/db/user-updates";

import { loadMember, MemberId, ProducerIds, refusing, RoleSchema, TEAM } from "./spec";

const Change = z.object({ id: MemberId, role: RoleSchema, producerIds: ProducerIds });

// Changes a member's role and producers (a role change ends their sessions; the last admin stays admin).
export const changeMemberAction = defineAction({
  ...TEAM,
  parse: ({ t }, id: string, change: { role: string; producerIds: string[] }) => {
    const parsed = Change.safeParse({ id, ...change });
    return parsed.success ? valid(parsed.data) : invalid({ role: [t("validation")] });
  },
  target: (input, ctx) => loadMember(input.id, ctx),
  write: ({ id, role, producerIds }, _target, { user, t }) =>
    refusing(t, async () => {
      const after = await updateUser(id, { role, producerIds }, { id: user.id, email: user.email });
      return after ? written(after) : invalid({}, t("notFound"));
    }),
  done: (after) => success({ id: after.id }),
});

const Status = z.object({ id: MemberId, status: z.enum(["active", "deactivated"]) });

// Deactivates (their open sessions end at their next request) or reactivates a member.
export const setMemberStatusAction = defineAction({
  ...TEAM,
  parse: ({ t }, id: string, status: string) => {
    const parsed = Status.safeParse({ id, status });
    return parsed.success ? valid(parsed.data) : invalid({}, t("validation"));
  },
  target: (input, ctx) => loadMember(input.id, ctx),
  write: ({ id, status }, _target, { user, t }) =>
    refusing(t, async () => {
      const after = await setUserStatus(id, status, { id: user.id, email: user.email });
      return after ? written(after) : invalid({}, t("notFound"));
    }),
  done: (after) => success({ id: after.id, status: after.status }),
});
