import "server-only";

import { z } from "zod";

import {
  invalid,
  type ActionContext,
  type Outcome,
  type RevalidateTarget,
  type Target,
} from "@/lib/actions/pipeline";
import { ROLES } from "@/lib/db/roles";
import { TeamStateError } from "@/lib/db/team";
import { getUserById, LastAdminError, type User } from "@/lib/db/users";

/**
 * What every team action shares: admins (`team:manage`) who see every producer — a member can be given
 * any producer, so only someone who sees them all hands them out (as for webhooks). The change audits
 * itself in its transaction (lib/db/team, shared with the CLI). Every team change steps up (a fresh
 * second factor, or the password without one: lib/auth/step-up).
 */
export const TEAM = {
  capability: "team:manage",
  stepUp: true,
  messages: "team.actions",
  audit: "in-write",
  revalidate: (): readonly RevalidateTarget[] => [["/team"]],
} as const;

export const MemberId = z.uuid();
export const RoleSchema = z.enum(ROLES);
export const ProducerIds = z.array(z.string().trim().min(1).max(100)).max(200);

/** The member acted on; null (404) when missing, or when the admin does not see every producer. */
export async function loadMember(id: string, { user }: ActionContext): Promise<Target<User> | null> {
  if (user.producerIds !== "all") return null;
  const member = await getUserById(id);
  return member ? { producerId: "*", before: member } : null;
}

/** Runs a domain change; its expected refusals (last admin, wrong state) become the action's answer. */
export async function refusing<A>(
  t: ActionContext["t"],
  change: () => Promise<Outcome<A>>,
): Promise<Outcome<A>> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof LastAdminError) return invalid({}, t("lastAdmin"));
    if (error instanceof TeamStateError) return invalid({}, t(`state_${error.code}`));
    throw error;
  }
}
