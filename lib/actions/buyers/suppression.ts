"use server";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { addSuppressed, removeSuppressed } from "@/lib/buyers/store";
import { parseSuppressionCsv, normalizeEmail } from "@/lib/buyers/suppression-csv";
import { getDb } from "@/lib/db/client";

import { BUYER_MESSAGES, loadProducer } from "./buyer-spec";

type Changed = { producerId: string; emails: string[] };
const IMPORT_MAX_BYTES = 1024 * 1024;

const SUPPRESSION_SPEC = {
  capability: "exports:contact",
  messages: BUYER_MESSAGES,
  fields: ["email", "reason", "file"],
  revalidate: () => [["/buyers/suppression"], ["/buyers/birthdays"]] as const,
  done: (a: Changed) => success({ count: a.emails.length }),
} as const;

const producerTarget = async ({ producer }: { producer: string }) => {
  const found = await loadProducer(producer);
  return found ? { producerId: found.id, before: null } : null;
};

// Palco DB: one e-mail onto the producer's suppression list (left out of every marketing export and campaign).
export const addSuppressionAction = defineAction({
  ...SUPPRESSION_SPEC,
  audit: { action: "suppression.add", targetType: "producer", targetId: (a: Changed) => a.producerId },
  parse: ({ t }, producer: string, email: string, reason: string) => {
    const normalized = normalizeEmail(email);
    if (!normalized) return invalid({ email: [t("email")] });
    const why = typeof reason === "string" ? reason.trim().slice(0, 200) : "";
    return valid({ producer, email: normalized, reason: why || null });
  },
  target: producerTarget,
  write: async ({ email, reason }, { producerId }, { user }) => {
    const added = await addSuppressed(await getDb(), producerId, [email], reason, user.email);
    return added.length ? written({ producerId, emails: added }) : unchanged({ producerId, emails: [] });
  },
});

export const removeSuppressionAction = defineAction({
  ...SUPPRESSION_SPEC,
  audit: { action: "suppression.remove", targetType: "producer", targetId: (a: Changed) => a.producerId },
  parse: ({ t }, producer: string, email: string) => {
    const normalized = normalizeEmail(email);
    return normalized ? valid({ producer, email: normalized }) : invalid({ email: [t("email")] });
  },
  target: producerTarget,
  write: async ({ email }, { producerId }) =>
    (await removeSuppressed(await getDb(), producerId, email))
      ? written({ producerId, emails: [email] })
      : unchanged({ producerId, emails: [] }),
});

// Palco DB: a CSV of e-mails (a column named email, or the first column) added to the list at once.
export const importSuppressionAction = defineAction({
  ...SUPPRESSION_SPEC,
  audit: { action: "suppression.import", targetType: "producer", targetId: (a: Changed) => a.producerId },
  parse: async ({ t }, producer: string, form: FormData) => {
    const file = form instanceof FormData ? form.get("file") : null;
    if (!(file instanceof Blob) || file.size === 0) return invalid({ file: [t("required")] });
    if (file.size > IMPORT_MAX_BYTES) return invalid({ file: [t("fileTooLarge")] });
    const emails = parseSuppressionCsv(await file.text());
    return emails === null || !emails.length
      ? invalid({ file: [t("csvNoEmails")] })
      : valid({ producer, emails });
  },
  target: producerTarget,
  write: async ({ emails }, { producerId }, { user }) => {
    const added = await addSuppressed(await getDb(), producerId, emails, "import", user.email);
    return added.length ? written({ producerId, emails: added }) : unchanged({ producerId, emails: [] });
  },
});
