"use client";

import { useEffect, useRef, useState } from "react";

/** Whether the element's content is wider than the element (it scrolls sideways), kept current on resize. */
export function useOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    // The content (a table) grows with its rows and columns without the box changing size.
    const content = el.querySelector("table") ?? el.firstElementChild;
    if (content) observer.observe(content);
    check();
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}
