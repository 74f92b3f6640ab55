/** Only plain hex or named colors reach the style attribute; anything else shows as text only. */
const SAFE_COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]{3,20})$/i;

export function ColorSwatch({ color, emptyLabel }: { color: string | null; emptyLabel: string }) {
  if (!color) return <span className="text-zinc-600">{emptyLabel}</span>;
  return (
    <span className="inline-flex items-center gap-2">
      {SAFE_COLOR.test(color) ? (
        <span
          aria-hidden
          className="size-5 rounded-md border border-zinc-300 shadow-inner"
          style={{ backgroundColor: color }}
        />
      ) : null}
      <span className="font-mono text-sm">{color}</span>
    </span>
  );
}
