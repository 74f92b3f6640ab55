"use client";

import type { ComponentProps } from "react";

import { ensureFreshProof } from "./step-up";

/**
 * A download link for a file with contact data: its route refuses a stale proof (403 "step_up"), and a
 * refused download would only save that JSON, so the click first makes sure the proof is fresh (the
 * step-up dialog when it is not) and then lets the browser start the download.
 */
export function StepUpDownload(props: Omit<ComponentProps<"a">, "onClick">) {
  return (
    <a
      {...props}
      download
      onClick={async (event) => {
        const link = event.currentTarget;
        if (link.dataset.proven) {
          delete link.dataset.proven;
          return;
        }
        event.preventDefault();
        if (!(await ensureFreshProof())) return;
        link.dataset.proven = "1";
        link.click();
      }}
    />
  );
}
