/** The message shown beside a form field; `id` is what the input's aria-describedby points at. */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  return (
    <p id={id} aria-live="polite" className="min-h-0 text-sm text-red-700">
      {messages?.join(" ")}
    </p>
  );
}
