/**
 * The browser's one way to read data: react-query query functions (the `fetch…` beside each key factory,
 * e.g. lib/notifications/keys.ts) call this with a narrow same-origin GET route. Components never call
 * `fetch` themselves (test/client-data.test.ts); a failed answer throws, so react-query keeps what it
 * showed and reports the error.
 */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, { cache: "no-store", credentials: "same-origin", signal });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}
