"use server";

import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { getTranslations } from "next-intl/server";

import type { Translate } from "@/lib/actions/partner-failure";
import { failure, success, type ActionResult } from "@/lib/actions/result";
import { publicEntry } from "@/lib/auth/declared";
import { markSessionVerified } from "@/lib/auth/factors";
import { finishPasskeyRegistration, startPasskeyRegistration } from "@/lib/auth/passkeys/registration";
import { PasskeyRegistrationInput, registrationResponseOf } from "@/lib/auth/passkeys/responses";
import { requestAddress } from "@/lib/auth/second-factor";
import { notifySecurityEvent } from "@/lib/auth/security-mail";
import { readSession } from "@/lib/auth/session";
import { getUserById } from "@/lib/db/users";

// The enrolment a role requires (/login/two-factor), with a passkey instead of the authenticator app:
// the same registration as /account's (lib/auth/passkeys/registration), for the session's own user.

const messages = async () =>
  (await getTranslations("twoFactor.passkeys.actions" as never)) as unknown as Translate;

/**
 * Only a session the password opened pending "enrol": a full session adds passkeys on /account (its own
 * actions), and marking it verified here would refresh its step-up proof without a proof.
 */
async function enrollingUser() {
  const session = await readSession();
  return session?.pending === "enrol" ? session.user : null;
}

// Step 1: the options for navigator.credentials.create(), with a challenge bound to this session and its user.
export const enrolPasskeyOptionsAction = publicEntry(
  "passkey enrolment is reached only by a session the password opened pending 'enrol' (its role requires two-factor); the challenge is bound to that session and its own user; a full session, a session pending 'verify' or none is refused",
  async (): Promise<ActionResult<PublicKeyCredentialCreationOptionsJSON>> => {
    const user = await enrollingUser();
    if (!user) return failure("unauthenticated", (await messages())("unauthenticated"));
    return success(await startPasskeyRegistration(user, user.sessionId));
  },
);

// Step 2: the authenticator's answer to this session's challenge, stored under the name typed (audited
// there); the new passkey is this session's proof, so a session pending "enrol" becomes usable.
export const enrolPasskeyAction = publicEntry(
  "passkey enrolment is reached only by a session the password opened pending 'enrol'; the answer must spend a challenge issued to that very session and its own user, only that session is marked verified; a full session, a session pending 'verify' or none is refused",
  async (input: { name: string; response: unknown }): Promise<ActionResult<{ id: string; name: string }>> => {
    const t = await messages();
    const user = await enrollingUser();
    if (!user) return failure("unauthenticated", t("unauthenticated"));
    const parsed = PasskeyRegistrationInput.safeParse(input);
    if (!parsed.success)
      return failure("validation", t("validation"), { fieldErrors: { name: [t("name_invalid")] } });
    const response = registrationResponseOf(parsed.data.response);
    if (!response) return failure("validation", t("failed"));
    const outcome = await finishPasskeyRegistration(
      user,
      user.sessionId,
      { name: parsed.data.name, response },
      { address: await requestAddress() },
    );
    if (outcome === "duplicate") return failure("validation", t("duplicate"));
    if (outcome === "invalid") return failure("validation", t("failed"));
    await markSessionVerified(user.sessionId, user.id);
    const row = await getUserById(user.id);
    if (row) notifySecurityEvent(row, { kind: "passkey_added", name: outcome.name });
    return success(outcome);
  },
);
