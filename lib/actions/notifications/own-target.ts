import "server-only";

import type { SessionUser } from "@/lib/auth/session";

/**
 * Notification settings and read marks belong to the user, not to a producer: the pipeline's producer
 * check is met by naming a producer the user certainly sees (the user's own scope), and the row
 * written is always keyed by the session's user id, never by input.
 */
export function ownProducer(user: SessionUser): string {
  return user.producerIds === "all" ? "*" : (user.producerIds[0] ?? "*");
}
