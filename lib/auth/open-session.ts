import "server-only";

import { createSession, isNewDevice } from "@/lib/db/sessions";
import type { User } from "@/lib/db/users";

import { deviceOf } from "./device";
import { notifySecurityEvent } from "./security-mail";

/**
 * The server-side session every sign-in opens (password, single sign-on, passkey): its device label, its
 * address, what it still owes (a second factor, an enrolment, or nothing); a sign-in from a device the
 * user never used is e-mailed. Returns the id the session cookie carries.
 */
export async function openSignInSession(
  user: User,
  {
    userAgent,
    address,
    factorPending,
  }: { userAgent: string | null; address: string | null; factorPending: "verify" | "enrol" | null },
): Promise<string> {
  const device = deviceOf(userAgent);
  const sessionId = await createSession({ userId: user.id, device, address, factorPending });
  if (await isNewDevice(user.id, device, sessionId))
    notifySecurityEvent(user, { kind: "new_device", device, address });
  return sessionId;
}
