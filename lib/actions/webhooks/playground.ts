"use server";

import { defineAction, invalid, unchanged, valid } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import { heldSecrets } from "@/lib/webhooks/endpoints";
import { explainSignature, type Verdict } from "@/lib/webhooks/playground";
import { MAX_BODY_BYTES } from "@/lib/webhooks/receiver";
import { secretKey } from "@/lib/webhooks/server";

import { everyProducer, WEBHOOK_WRITE } from "./spec";

type Input = { body: string; header: string; secret?: string };

// The signature playground: checks a pasted body and header against the secrets Palco holds. Writes
// nothing (no upstream call, no audit); admins only, like every webhook page.
export const checkSignatureAction = defineAction({
  ...WEBHOOK_WRITE,
  parse: ({ t }, input: Input) => {
    const body = typeof input?.body === "string" ? input.body : "";
    const header = typeof input?.header === "string" ? input.header : "";
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return invalid({ body: [t("tooLarge")] });
    const secret = typeof input?.secret === "string" && input.secret ? input.secret : undefined;
    return valid({ body, header, secret });
  },
  target: everyProducer,
  write: async ({ body, header, secret }) =>
    unchanged(explainSignature(body, header, await heldSecrets(await getDb(), secretKey()), secret)),
  audit: { action: "webhook.playground", targetType: "webhook_endpoint", targetId: () => "-" },
  done: (verdict: Verdict) => success(verdict),
});
