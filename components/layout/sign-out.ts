/**
 * next-auth's sign-out (GET /api/auth/csrf, then POST /api/auth/signout with the token) without
 * shipping next-auth/react to every page for this one call.
 */
export async function signOut(): Promise<void> {
  try {
    const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
    await fetch("/api/auth/signout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/login", json: "true" }),
    });
  } finally {
    // A full load, not router.push: it drops the signed-in router cache. If the POST failed, /login
    // shows it (it redirects away while a session remains).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/login");
  }
}
