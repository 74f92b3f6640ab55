"use client";

import { type ComponentType, type KeyboardEvent, useState } from "react";

/**
 * Keeps a heavy interactive part (a Radix menu, select or dialog) out of the first load: the page
 * renders a light, equally accessible trigger; pointer-enter or focus starts the download, and
 * activating it (click, Enter/Space, ArrowDown as on a menu or combobox) renders the real part, open.
 * The light trigger stays mounted until the part has arrived, so keyboard focus is never dropped.
 */
export function useOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const preload = () => void load();
  const activate = () => void load().then((part) => setLoaded(() => part));
  const triggerProps = {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: activate,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        activate();
      }
    },
  };
  return { Loaded, triggerProps };
}
