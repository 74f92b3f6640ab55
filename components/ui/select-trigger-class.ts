/** The select trigger's look, shared with the light stand-ins rendered before Radix Select loads. */
export const SELECT_TRIGGER_CLASS =
  "flex h-9 w-full items-center justify-between gap-2 rounded-md border border-zinc-400 bg-white py-1 pr-2 pl-3 text-left text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 data-[placeholder]:text-zinc-600 [&>span]:truncate";
