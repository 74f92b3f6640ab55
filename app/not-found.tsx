import Link from "next/link";

import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";

/** URLs that match no route (outside the shell, which needs a session to render). */
export default async function NotFound() {
  const t = await getTranslations("shell.notFound");
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-mono text-sm font-medium text-brand-700">404</p>
      <h1 className="text-2xl font-semibold text-zinc-950">{t("title")}</h1>
      <p className="max-w-md text-sm text-zinc-600">{t("body")}</p>
      <Link href="/" className={buttonVariants()}>
        {t("home")}
      </Link>
    </main>
  );
}
