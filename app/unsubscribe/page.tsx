import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { unsubscribeAction } from "@/lib/actions/notifications/unsubscribe";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { verifyUnsubscribeToken } from "@/lib/notifications/unsubscribe";
import { parseUnsubscribeParams } from "@/lib/notifications/unsubscribe-params";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications.unsubscribe"))("title"), robots: "noindex" };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The unsubscribe link of every e-mail (public: reached from a mail client without a session). Opening
 * it changes nothing — link scanners open links — the button does.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const t = await getTranslations("notifications.unsubscribe");
  const { token, status } = parseUnsubscribeParams(await searchParams);
  const value = token ?? null;
  const valid = value !== null && verifyUnsubscribeToken(value, resolveAuthSecret()) !== null;
  return (
    <main className="mx-auto grid max-w-lg gap-4 px-4 py-16">
      <p className="text-xl font-semibold tracking-tight text-brand-800">Palco</p>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-950">{t("title")}</h1>
      {status === "done" ? (
        <Alert variant="success">{t("done")}</Alert>
      ) : valid ? (
        <form action={unsubscribeAction} className="grid gap-4">
          <p className="text-sm text-zinc-700">{t("explain")}</p>
          <input type="hidden" name="token" value={value} />
          <div>
            <Button type="submit">{t("confirm")}</Button>
          </div>
        </form>
      ) : (
        <Alert variant="error">{t("invalid")}</Alert>
      )}
    </main>
  );
}
