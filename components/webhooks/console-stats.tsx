/** The delivery console's figures, one small card each. */
export function ConsoleStatsGrid({
  items,
}: {
  items: { label: string; value: string | number; testId?: string }[];
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-zinc-200 bg-white p-3 shadow-sm">
          <dt className="text-xs font-medium text-zinc-600">{item.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-zinc-950" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
