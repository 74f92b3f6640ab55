// A real session cookie, obtained the way a browser without JavaScript gets one: the login page's
// CSRF cookie and token, then a form POST to next-auth's credentials callback.
function cookiesOf(res) {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]);
}

export async function signIn(base, { email, password }) {
  const page = await fetch(`${base}/login`);
  let jar = cookiesOf(page);
  let token = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!token) {
    // Builds whose login page renders no token (before the native form): ask next-auth for one.
    const csrf = await fetch(`${base}/api/auth/csrf`);
    jar = cookiesOf(csrf);
    token = (await csrf.json()).csrfToken;
  }
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken: token, email, password, callbackUrl: "/" }),
  });
  const session = cookiesOf(res).filter((c) => c.includes("session-token="));
  if (session.length === 0) throw new Error(`sign-in failed: ${res.status} ${res.headers.get("location")}`);
  return session.join("; ");
}
