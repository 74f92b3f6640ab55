"use server";

import { getTranslations } from "next-intl/server";

import { failure, success, type ActionResult } from "@/lib/actions/result";
import { publicEntry } from "@/lib/auth/declared";
import { passwordProblem } from "@/lib/auth/password-rules";
import { notifySecurityEvent } from "@/lib/auth/security-mail";
import { consumeLink, peekLink } from "@/lib/db/team";

import type { Translate } from "../partner-failure";
import { PASSWORD_MESSAGE } from "./spec";

// Sets the password through a one-time link (invitation or reset). Public: the link's token is the proof.
export const acceptLinkAction = publicEntry(
  "opened from a one-time invitation or reset link before any session exists; the hashed, expiring, single-use token authorizes it",
  async (_prev: unknown, form: FormData): Promise<ActionResult<{ email: string }>> => {
    const t = (await getTranslations("account.actions" as never)) as unknown as Translate;
    const token = String(form.get("token") ?? "");
    const password = String(form.get("password") ?? "");
    const link = await peekLink(token);
    if (!link) return failure("not_found", t("link_invalid"));
    const problem = passwordProblem(password, link.email);
    if (problem)
      return failure("validation", t("validation"), {
        fieldErrors: { password: [t(PASSWORD_MESSAGE[problem])] },
      });
    if (password !== String(form.get("confirm") ?? ""))
      return failure("validation", t("validation"), { fieldErrors: { confirm: [t("confirm_mismatch")] } });
    const used = await consumeLink(token, password);
    if (!used) return failure("not_found", t("link_invalid"));
    if (used.kind === "reset") notifySecurityEvent(used.user, { kind: "password_changed" });
    return success({ email: used.user.email });
  },
);
