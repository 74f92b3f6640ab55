import type { ReactNode } from "react";

import { getLocale, getMessages, getTimeZone } from "next-intl/server";

import type { Locale } from "@/i18n/locales";

import { MessagesProvider, SectionMessagesProvider } from "./messages-provider";
import { CORE_NAMESPACES, pickNamespaces, type MessageScope } from "./namespaces";

/** Locale + scope list → the picked messages as JSON. Messages never change in a process. */
const serialized = new Map<string, string>();

function messagesJson(locale: string, messages: Record<string, unknown>, scopes: readonly MessageScope[]) {
  const key = `${locale}|${scopes.join(",")}`;
  let json = serialized.get(key);
  if (json === undefined) {
    json = JSON.stringify(pickNamespaces(messages, scopes));
    serialized.set(key, json);
  }
  return json;
}

/**
 * The translations client components receive. The root layout gives the shell's (CORE_NAMESPACES); a
 * section layout gives its own scopes, which its client provider adds to those it inherits. A scope may
 * be part of a namespace ("events.status"); test/client-messages.test.ts fails when a route's client
 * code uses a namespace none of its layouts gives.
 *
 * Why one JSON text and not the object: React serialises an object prop key by key for every request
 * (about 10 kB of messages on each page), and a string as one piece; the text is made once per process.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces?: readonly MessageScope[];
  children: ReactNode;
}) {
  const [locale, timeZone, messages] = await Promise.all([getLocale(), getTimeZone(), getMessages()]);
  const Provider = namespaces ? SectionMessagesProvider : MessagesProvider;
  return (
    <Provider
      json={messagesJson(locale, messages, namespaces ?? CORE_NAMESPACES)}
      locale={locale as Locale}
      timeZone={timeZone}
    >
      {children}
    </Provider>
  );
}
