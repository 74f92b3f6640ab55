"use client";

import { useState } from "react";

/**
 * The `onCloseAutoFocus` of a dialog's content: focus goes back to the control that opened it. Radix
 * returns focus to its own Trigger only; a dialog opened by a plain button (loaded on demand, or shown
 * from state) has none, and on close focus fell to the page's body, so a keyboard user started over from
 * the top. The element focused when the content first renders is that control. Radix's own behaviour
 * stays when the caller prevents it, or when that element is gone (a menu item that opened the dialog).
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void): (event: Event) => void {
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  return (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    if (!(opener instanceof HTMLElement) || opener === document.body || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
