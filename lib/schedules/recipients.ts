import { can, type Capability } from "@/lib/auth/policy";
import { inScope } from "@/lib/auth/scope";
import { ALL_PRODUCERS, type ScheduleKind } from "@/lib/db/schema/schedules";
import type { User } from "@/lib/db/users";

/** The capability a recipient (and whoever schedules it) needs for each report. */
export const KIND_CAPABILITY: Record<ScheduleKind, Capability> = {
  sales: "analytics:read",
  settlement: "analytics:read",
  report: "analytics:read",
  orders: "orders:read",
};

/** Why a chosen recipient gets nothing this time (null: they may receive it). */
export function refusal(
  user: Pick<User, "role" | "producerIds" | "status">,
  kind: ScheduleKind,
  producerId: string,
): "inactive" | "capability" | "scope" | null {
  if (user.status !== "active") return "inactive";
  if (!can(user, KIND_CAPABILITY[kind])) return "capability";
  if (producerId !== ALL_PRODUCERS && !inScope(user.producerIds, producerId)) return "scope";
  return null;
}

/** The team members who may be chosen for a schedule of `kind` on `producerId` (the form's list). */
export function choosableRecipients<U extends Pick<User, "role" | "producerIds" | "status">>(
  users: readonly U[],
  kind: ScheduleKind,
  producerId: string,
): U[] {
  return users.filter((u) => refusal(u, kind, producerId) === null);
}

/** The chosen ids that cannot receive it: no such team member, or one `refusal` turns away. */
export function refusedRecipients(
  users: readonly Pick<User, "id" | "role" | "producerIds" | "status">[],
  chosen: readonly string[],
  kind: ScheduleKind,
  producerId: string,
): string[] {
  const byId = new Map(users.map((u) => [u.id, u]));
  return chosen.filter((id) => {
    const u = byId.get(id);
    return !u || refusal(u, kind, producerId) !== null;
  });
}
