export type CredentialsResult = { ok: true } | { ok: false; error: string | null };

/**
 * The form's own POST, sent with fetch and `json=true` so next-auth answers `{ url }` instead of a
 * redirect (what next-auth/react's signIn does, without shipping it): a failure's url carries `?error=`.
 */
export async function postCredentials(form: HTMLFormElement): Promise<CredentialsResult> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") fields[key] = value;
  return postToAuth(form.action, fields);
}

/** The same POST for a provider without a form of its own (the passkey: /api/auth/callback/passkey). */
export async function postToAuth(action: string, fields: Record<string, string>): Promise<CredentialsResult> {
  const body = new URLSearchParams(fields);
  body.set("json", "true");
  try {
    const res = await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    const { url } = (await res.json()) as { url?: string };
    const error = url ? new URL(url, window.location.href).searchParams.get("error") : null;
    if (res.ok && url && !error) return { ok: true };
    return { ok: false, error: error ?? (res.status === 401 ? "CredentialsSignin" : null) };
  } catch {
    return { ok: false, error: null };
  }
}
