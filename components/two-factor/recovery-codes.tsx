import type { ReactNode } from "react";

/** The recovery codes, shown once, in a list a screen reader reads one by one. */
export function RecoveryCodes({ codes, title, intro }: { codes: string[]; title: string; intro: ReactNode }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-2">
      <h2 id="recovery-codes-title" className="text-base font-semibold text-zinc-900">
        {title}
      </h2>
      <p className="text-sm text-zinc-700">{intro}</p>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-1 rounded-md border border-zinc-200 bg-zinc-50 p-3 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  );
}
