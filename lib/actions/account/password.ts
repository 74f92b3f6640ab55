"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { passwordProblem, PASSWORD_MAX } from "@/lib/auth/password-rules";
import { notifySecurityEvent } from "@/lib/auth/security-mail";
import { changeOwnPassword } from "@/lib/db/account";
import { getUserById } from "@/lib/db/users";

import { ACCOUNT, ownProducer, PASSWORD_MESSAGE } from "./spec";

// Changes the signed-in user's password (nothing typed is sent back: no `values`) (the current one required); their other sessions end.
export const changePasswordAction = defineAction({
  ...ACCOUNT,
  fields: ["current", "password", "confirm"],
  parse: ({ t, user }, _prev: unknown, form: FormData) => {
    const current = String(form.get("current") ?? "");
    const password = String(form.get("password") ?? "");
    if (!current || current.length > PASSWORD_MAX) return invalid({ current: [t("current_wrong")] });
    const problem = passwordProblem(password, user.email);
    if (problem) return invalid({ password: [t(PASSWORD_MESSAGE[problem])] });
    if (password !== String(form.get("confirm") ?? "")) return invalid({ confirm: [t("confirm_mismatch")] });
    return valid({ current, password });
  },
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: null }),
  write: async ({ current, password }, _target, { user, t }) => {
    const outcome = await changeOwnPassword(user.id, current, password, user.sessionId);
    if (outcome !== "changed") return invalid({ current: [t("current_wrong")] });
    const row = await getUserById(user.id);
    if (row) notifySecurityEvent(row, { kind: "password_changed" });
    return written({ id: user.id });
  },
  done: () => success(undefined),
});
