"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while the page shows the server's HTML and React has not attached its handlers yet; true from
 * hydration on (and at once in a component first rendered in the browser). A control whose click only
 * works once hydrated renders disabled until then: a click before it would otherwise be lost silently.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
