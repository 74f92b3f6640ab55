"use server";

import { cookies } from "next/headers";

import { publicEntry } from "@/lib/auth/declared";

import { isLocale, LOCALE_COOKIE } from "@/i18n/locales";

// Sets the `palco-locale` cookie; the page re-renders in the new language with the action's response.
export const setLocaleAction = publicEntry(
  "sets the visitor's language cookie (the login page has it too); reads and writes no data",
  async (locale: string): Promise<void> => {
    if (!isLocale(locale)) return;
    (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
  },
);
