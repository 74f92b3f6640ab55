import { cn } from "@/lib/utils";

/** A small set of toggle buttons (one pressed), named by a visible label. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-medium text-zinc-600">{label}</span>
      <div
        role="group"
        aria-label={label}
        className="inline-flex rounded-md border border-zinc-300 bg-white p-0.5"
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(
              "rounded px-2.5 py-1 text-xs font-medium text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
              option.value === value && "bg-brand-700 text-white hover:bg-brand-800",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
