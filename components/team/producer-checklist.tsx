/** Producers as checkboxes named `producerIds`; none ticked means every producer of the key. */
export function ProducerChecklist({
  legend,
  hint,
  producers,
  checked,
}: {
  legend: string;
  hint: string;
  producers: { id: string; name: string }[];
  checked: readonly string[];
}) {
  // A member's producers the key no longer lists (or that could not be read) stay listed, by id, so a
  // save never widens their scope by dropping them silently.
  const known = new Set(producers.map((p) => p.id));
  const listed = [...producers, ...checked.filter((id) => !known.has(id)).map((id) => ({ id, name: id }))];
  return (
    <fieldset className="grid gap-2" aria-describedby="producer-checklist-hint">
      <legend className="text-sm font-medium text-zinc-900">{legend}</legend>
      <p id="producer-checklist-hint" className="text-xs text-zinc-600">
        {hint}
      </p>
      {listed.map((p) => (
        <label key={p.id} className="flex items-center gap-2 text-sm text-zinc-900">
          <input
            type="checkbox"
            name="producerIds"
            value={p.id}
            defaultChecked={checked.includes(p.id)}
            className="size-4"
          />
          {p.name}
        </label>
      ))}
    </fieldset>
  );
}
