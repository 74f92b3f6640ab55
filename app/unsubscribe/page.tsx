import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { unsubscribeAction } from "@/lib/actions/notifications/unsubscribe";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { readUnsubscribeToken } from "@/lib/notifications/unsubscribe";
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
  const scope = token ? readUnsubscribeToken(token, resolveAuthSecret()) : null;
  return (
    <main className="mx-auto grid max-w-lg gap-4 px-4 py-16">
      <p className="text-xl font-semibold tracking-tight text-brand-800">Palco</p>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-950">{t("title")}</h1>
      {status ? (
        <Alert variant="success">{t(status === "report" ? "doneSchedule" : "done")}</Alert>
      ) : scope && token ? (
        <form action={unsubscribeAction} className="grid gap-4">
          <p className="text-sm text-zinc-700">{t(scope.scheduleId ? "explainSchedule" : "explain")}</p>
          <input type="hidden" name="token" value={token} />
          <div>
            <Button type="submit">{t(scope.scheduleId ? "confirmSchedule" : "confirm")}</Button>
          </div>
        </form>
      ) : (
        <Alert variant="error">{t("invalid")}</Alert>
      )}
    </main>
  );
}
