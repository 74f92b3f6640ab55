import Link from "next/link";

import { FileQuestion } from "lucide-react";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";

/** The one not-found page: the same for a missing resource and one outside the user's scope. */
export function NotFoundContent({ backHref = "/events" }: { backHref?: string }) {
  const t = useTranslations("shell.notFound");
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600">
        <FileQuestion aria-hidden className="size-6" />
      </div>
      <div className="grid gap-2">
        <h1 className="text-xl font-semibold text-zinc-950">{t("title")}</h1>
        <p className="text-sm text-zinc-600">{t("body")}</p>
      </div>
      <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
        {t("back")}
      </Link>
    </div>
  );
}
