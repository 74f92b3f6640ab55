"use client";

import { useMemo, type ReactNode } from "react";

import { NextIntlClientProvider, useMessages } from "next-intl";

import type { Locale } from "@/i18n/locales";

type Tree = Record<string, unknown>;
type Props = { json: string; locale: Locale; timeZone: string; children: ReactNode };

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

/** `extra` laid over `base`, namespace by namespace: "notifications.settings" joins "notifications.bell". */
function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra))
    out[key] = isTree(out[key]) && isTree(value) ? merge(out[key], value) : value;
  return out;
}

/** The root provider: the shell's messages, parsed once per JSON text. */
export function MessagesProvider({ json, locale, timeZone, children }: Props) {
  const messages = useMemo(() => JSON.parse(json) as Tree, [json]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A section's provider: its own messages added to those of the providers around it. */
export function SectionMessagesProvider({ json, locale, timeZone, children }: Props) {
  const inherited = useMessages() as Tree;
  const messages = useMemo(() => merge(inherited, JSON.parse(json) as Tree), [inherited, json]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
