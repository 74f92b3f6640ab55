"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { passwordProblem, PASSWORD_MAX } from "@/lib/auth/password-rules";
import { success } from "@/lib/actions/result";
import { changeOwnPassword } from "@/lib/db/account";

import { ACCOUNT, ownProducer, PASSWORD_MESSAGE } from "./spec";

// Nothing typed is sent back: a failed change empties the password fields.
const values = (_prev: unknown, _form: FormData) => ({});

// Changes the signed-in user's password (the current one required); their other sessions end.
export const changePasswordAction = defineAction({
  ...ACCOUNT,
  fields: ["current", "password", "confirm"],
  values,
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
    return outcome === "changed" ? written({ id: user.id }) : invalid({ current: [t("current_wrong")] });
  },
  done: () => success(undefined),
});
