export type CredentialsResult = { ok: true } | { ok: false; error: string | null };

/**
 * The form's own POST, sent with fetch and `json=true` so next-auth answers `{ url }` instead of a
 * redirect (what next-auth/react's signIn does, without shipping it): a failure's url carries `?error=`.
 */
export async function postCredentials(form: HTMLFormElement): Promise<CredentialsResult> {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") body.set(key, value);
  body.set("json", "true");
  try {
    const res = await fetch(form.action, {
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
