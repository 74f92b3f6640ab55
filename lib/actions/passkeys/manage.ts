"use server";

import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { z } from "zod";

import { defineAction, invalid, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { FactorRequiredError } from "@/lib/auth/factors";
import { removePasskey, renamePasskey } from "@/lib/auth/passkeys/manage";
import { finishPasskeyRegistration, startPasskeyRegistration } from "@/lib/auth/passkeys/registration";
import {
  PasskeyNameSchema,
  PasskeyRegistrationInput,
  registrationResponseOf,
} from "@/lib/auth/passkeys/responses";
import { requestAddress } from "@/lib/auth/second-factor";
import { notifySecurityEvent, type SecurityEvent } from "@/lib/auth/security-mail";
import { getUserById } from "@/lib/db/users";

import { ACCOUNT, ownProducer } from "../account/spec";

// The signed-in user's own passkeys (lib/auth/passkeys): every row read or written is keyed by the
// session's user id, never by input, so another user's passkey id matches nothing.
const PASSKEYS = { ...ACCOUNT, messages: "twoFactor.passkeys.actions", fields: ["name"] } as const;
const own = async (_input: unknown, { user }: ActionContext) => ({
  producerId: ownProducer(user),
  before: null,
});

async function tell(userId: string, event: SecurityEvent) {
  const row = await getUserById(userId);
  if (row) notifySecurityEvent(row, event);
}

// Step 1 of adding a passkey: the options for navigator.credentials.create(), with a challenge kept for this session.
export const passkeyRegistrationOptionsAction = defineAction({
  ...PASSKEYS,
  parse: () => valid(null),
  target: own,
  write: async (_input, _target, { user }) =>
    written<PublicKeyCredentialCreationOptionsJSON>(await startPasskeyRegistration(user, user.sessionId)),
  revalidate: () => [],
  done: (options) => success(options),
});

// Step 2: the authenticator's answer to this session's challenge, stored under the name typed.
export const registerPasskeyAction = defineAction({
  ...PASSKEYS,
  parse: ({ t }, input: { name: string; response: unknown }) => {
    const parsed = PasskeyRegistrationInput.safeParse(input);
    if (!parsed.success) return invalid({ name: [t("name_invalid")] });
    const response = registrationResponseOf(parsed.data.response);
    return response ? valid({ name: parsed.data.name, response }) : invalid({}, t("failed"));
  },
  target: own,
  write: async (input, _target, { user, t }) => {
    const outcome = await finishPasskeyRegistration(user, user.sessionId, input, {
      address: await requestAddress(),
    });
    if (outcome === "duplicate") return invalid({}, t("duplicate"));
    if (outcome === "invalid") return invalid({}, t("failed"));
    await tell(user.id, { kind: "passkey_added", name: outcome.name });
    return written(outcome);
  },
  done: (after) => success(after),
});

const RenameInput = z.object({ id: z.uuid(), name: PasskeyNameSchema });

// Renames one of the user's own passkeys.
export const renamePasskeyAction = defineAction({
  ...PASSKEYS,
  values: (_prev: unknown, form: FormData) => ({ name: String(form.get("name") ?? "") }),
  parse: ({ t }, _prev: unknown, form: FormData) => {
    const parsed = RenameInput.safeParse({ id: form.get("id"), name: form.get("name") });
    return parsed.success ? valid(parsed.data) : invalid({ name: [t("name_invalid")] });
  },
  target: own,
  write: async ({ id, name }, _target, { user, t }) =>
    (await renamePasskey(user, id, name, { address: await requestAddress() }))
      ? written({ id, name })
      : invalid({}, t("notFound")),
  done: (after) => success(after),
});

// Removes one of the user's own passkeys; a role that requires two-factor keeps its last factor.
export const removePasskeyAction = defineAction({
  ...PASSKEYS,
  parse: ({ t }, id: string) => (z.uuid().safeParse(id).success ? valid({ id }) : invalid({}, t("notFound"))),
  target: own,
  write: async ({ id }, _target, { user, t }) => {
    let removed;
    try {
      removed = await removePasskey(user, id, { address: await requestAddress() });
    } catch (error) {
      if (error instanceof FactorRequiredError) return invalid({}, t("required"));
      throw error;
    }
    if (!removed) return invalid({}, t("notFound"));
    await tell(user.id, { kind: "passkey_removed", name: removed.name });
    return written({ id });
  },
  done: (after) => success(after),
});
