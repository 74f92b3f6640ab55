"use server";

import { cookies } from "next/headers";

import { z } from "zod";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { updateProfile } from "@/lib/db/account";

import { isLocale, LOCALE_COOKIE } from "@/i18n/locales";

import { ACCOUNT, ownProducer } from "./spec";

const values = (_prev: unknown, form: FormData) => ({
  name: String(form.get("name") ?? ""),
  locale: String(form.get("locale") ?? ""),
});

// The signed-in user's own name and language.
export const updateProfileAction = defineAction({
  ...ACCOUNT,
  fields: ["name", "locale"],
  values,
  parse: ({ t }, prev: unknown, form: FormData) => {
    const v = values(prev, form);
    const name = z.string().trim().min(1).max(200).safeParse(v.name);
    if (!name.success) return invalid({ name: [t("invalid_name")] });
    if (v.locale && !isLocale(v.locale)) return invalid({ locale: [t("validation")] });
    return valid({ name: name.data, locale: v.locale || null });
  },
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: null }),
  write: async (input, _target, { user, t }) => {
    const after = await updateProfile(user.id, input);
    // The chosen language applies at once, as the user menu's switch does.
    if (after?.locale)
      (await cookies()).set(LOCALE_COOKIE, after.locale, {
        path: "/",
        maxAge: 60 * 60 * 24 * 365,
        sameSite: "lax",
      });
    return after ? written({ id: after.id, locale: after.locale }) : invalid({}, t("notFound"));
  },
  done: (after) => success(after),
});
