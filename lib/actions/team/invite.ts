"use server";

import { z } from "zod";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { inviteUser } from "@/lib/db/team";
import { UserConflictError } from "@/lib/db/users";
import { deliverLink } from "@/lib/team/links";

import { ProducerIds, refusing, RoleSchema, TEAM } from "./spec";

const Invite = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(200),
  role: RoleSchema,
  producerIds: ProducerIds,
});
const FIELDS = ["email", "name", "role", "producerIds"] as const;

const values = (_prev: unknown, form: FormData) => ({
  email: String(form.get("email") ?? ""),
  name: String(form.get("name") ?? ""),
  role: String(form.get("role") ?? ""),
});

// Invites a member: a one-time link (72 h), e-mailed when SMTP_URL is set, else returned to show once.
export const inviteMemberAction = defineAction({
  ...TEAM,
  fields: FIELDS,
  values,
  parse: ({ t }, prev: unknown, form: FormData) => {
    const parsed = Invite.safeParse({
      ...values(prev, form),
      producerIds: form.getAll("producerIds").map(String),
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        fieldErrors[String(issue.path[0])] = [t(`invalid_${String(issue.path[0])}`)];
      return invalid(fieldErrors);
    }
    return valid(parsed.data);
  },
  target: async (_input, { user }) => (user.producerIds === "all" ? { producerId: "*", before: null } : null),
  write: (input, _target, { user, t }) =>
    refusing(t, async () => {
      try {
        const { user: invited, token } = await inviteUser(input, { id: user.id, email: user.email });
        const delivery = await deliverLink("invite", invited, token);
        return written({ id: invited.id, email: invited.email, delivery });
      } catch (error) {
        if (error instanceof UserConflictError) return invalid({ email: [t("emailTaken")] });
        throw error;
      }
    }),
  done: (after) => success({ ...after.delivery, email: after.email }),
});
