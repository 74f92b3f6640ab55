import type { ReactNode } from "react";

import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

import { CORE_NAMESPACES, pickNamespaces, type MessageScope } from "./namespaces";

/**
 * The translations client components receive: the shell's (CORE_NAMESPACES) plus the section's own.
 * Every page's RSC payload and HTML carry them, so a page sends its section's messages, not all of
 * them (57 kB of pt-BR); a scope may be part of a namespace ("events.status"). A nested provider replaces its parent's messages, hence core every time;
 * test/client-messages.test.ts fails when a route's client code uses a namespace it was not given.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly MessageScope[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, [...CORE_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
