import { FormChecklist } from "@/components/ui/form-checklist";

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
    <FormChecklist
      name="producerIds"
      legend={legend}
      hint={hint}
      items={listed.map((p) => ({ id: p.id, label: p.name }))}
      checked={checked}
    />
  );
}
