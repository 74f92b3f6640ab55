"use server";

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import type { Translate } from "@/lib/actions/partner-failure";
import { failure, success, type ActionResult } from "@/lib/actions/result";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { publicEntry } from "@/lib/auth/declared";
import { markSessionVerified } from "@/lib/auth/factors";
import { passkeyOptionsForUser, verifyPasskeyForUser } from "@/lib/auth/passkeys/assertion";
import { passkeySignInOptions } from "@/lib/auth/passkeys/sign-in";
import { requestAddress } from "@/lib/auth/second-factor";
import { getPendingSession } from "@/lib/auth/session";

type Options = ActionResult<PublicKeyCredentialRequestOptionsJSON>;

const messages = async () =>
  (await getTranslations("twoFactor.passkeys.actions" as never)) as unknown as Translate;

// The passwordless sign-in's challenge. Anyone may ask (nobody is signed in yet); it proves nothing by
// itself: the answer goes to next-auth's "passkey" provider (lib/auth/options), which spends it once.
export const passkeySignInOptionsAction = publicEntry(
  "the usernameless passkey sign-in starts before anyone is known: it only stores a short-lived, single-use challenge (expired ones are pruned) and hands it out; nothing is read or changed for any user",
  async (): Promise<Options> => success(await passkeySignInOptions()),
);

// The second step's challenge: only for a session the password opened pending "verify", over its own user's passkeys.
export const passkeyStepOptionsAction = publicEntry(
  "the second sign-in step with a passkey: only a session that passed the password and still owes its second factor is accepted, and the challenge is bound to that session and its own user",
  async (): Promise<Options> => {
    const t = await messages();
    const pending = await getPendingSession();
    if (pending?.pending !== "verify") return failure("unauthenticated", t("unauthenticated"));
    const { user } = pending;
    const options = await passkeyOptionsForUser(user.id, {
      purpose: "second_factor",
      sessionId: user.sessionId,
    });
    return options ? success(options) : failure("not_found", t("none"));
  },
);

const StepInput = z.object({ response: z.unknown(), callbackUrl: z.string().max(2048) });

// The second step with a passkey: the assertion must answer this session's challenge with one of its
// user's passkeys; then only this session is marked verified. Answers where to go (a full load follows).
export const verifyPasskeyStepAction = publicEntry(
  "the second sign-in step with a passkey: only a pending session is accepted, the assertion is checked against a challenge issued to that very session and its own user's passkeys, and only that session is marked verified",
  async (input: { response: unknown; callbackUrl: string }): Promise<ActionResult<{ url: string }>> => {
    const t = await messages();
    const pending = await getPendingSession();
    if (pending?.pending !== "verify") return failure("unauthenticated", t("unauthenticated"));
    const parsed = StepInput.safeParse(input);
    if (!parsed.success) return failure("validation", t("failed"));
    const { user } = pending;
    const verified = await verifyPasskeyForUser(
      user.id,
      parsed.data.response,
      { purpose: "second_factor", sessionId: user.sessionId },
      { address: await requestAddress() },
    );
    if (!verified) return failure("validation", t("failed"));
    await markSessionVerified(user.sessionId, user.id);
    return success({ url: safeCallbackUrl(parsed.data.callbackUrl) });
  },
);
