import "server-only";

import type { RevalidateTarget } from "@/lib/actions/pipeline";
import type { PasswordProblem } from "@/lib/auth/password-rules";

import { ownProducer } from "../notifications/own-target";

/**
 * Every signed-in user's own account: the capability every role has, the row written is always the
 * session's user (never an id from input), and the change audits itself in its transaction.
 */
export const ACCOUNT = {
  capability: "events:read",
  messages: "account.actions",
  audit: "in-write",
  revalidate: (): readonly RevalidateTarget[] => [["/account"]],
} as const;

export { ownProducer };

export const PASSWORD_MESSAGE: Record<PasswordProblem, string> = {
  too_short: "password_too_short",
  too_long: "password_too_long",
  common: "password_common",
  contains_email: "password_contains_email",
};
