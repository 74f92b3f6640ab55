import { getTranslations } from "next-intl/server";

import { Button } from "@/components/ui/button";

/**
 * "Entrar com <provider>": a native POST to next-auth's sign-in for the OIDC provider (same CSRF token as
 * the password form), which answers with a redirect to the provider. No JavaScript needed.
 */
export async function SsoButton({
  name,
  callbackUrl,
  csrfToken,
}: {
  name: string;
  callbackUrl: string;
  csrfToken: string;
}) {
  const t = await getTranslations("auth");
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-zinc-600" aria-hidden>
        <span className="h-px flex-1 bg-zinc-200" />
        {t("ssoDivider")}
        <span className="h-px flex-1 bg-zinc-200" />
      </div>
      <form method="post" action="/api/auth/signin/oidc">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <Button type="submit" variant="outline" size="lg" className="w-full">
          {t("ssoSubmit", { name })}
        </Button>
      </form>
    </>
  );
}
