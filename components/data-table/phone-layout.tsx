"use client";

import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";

/** Tailwind's `sm` breakpoint: below it a table of records shows its rows as cards. */
const PHONE = "(width < 40rem)";

const PhoneHint = createContext(false);

/** What the server guessed from the request (lib/http/phone-request), for the first render only. */
export function PhoneLayoutHint({ phone, children }: { phone: boolean; children: ReactNode }) {
  return <PhoneHint value={phone}>{children}</PhoneHint>;
}

// One query list for every table of the page: React reads the snapshot on each render of each table.
let phoneQuery: MediaQueryList | undefined;
const query = () => (phoneQuery ??= window.matchMedia(PHONE));

function subscribe(onChange: () => void) {
  query().addEventListener("change", onChange);
  return () => query().removeEventListener("change", onChange);
}

const phoneNow = () => query().matches;

/**
 * Cards or a table: the server renders the one its hint picks (not both, which doubled every row's
 * HTML), and the browser switches to what its width calls for as soon as it runs, and on every resize.
 */
export function usePhoneLayout(): boolean {
  const hint = useContext(PhoneHint);
  return useSyncExternalStore(subscribe, phoneNow, () => hint);
}
