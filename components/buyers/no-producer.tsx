import Link from "next/link";

import { Building2, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";

import type { ProducerOption } from "@/lib/buyers/page-context";

import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * A Buyers page without a producer: none in the user's scope, or the header says "all producers" (the
 * API answers buyers per producer), and then each producer is offered as a link.
 */
export async function NoProducer({
  options = [],
  description,
}: {
  options?: ProducerOption[];
  /** The picker's explanation, for a page outside Buyers that asks the same (the reports). */
  description?: string;
}) {
  const t = await getTranslations("buyers");
  if (options.length === 0)
    return (
      <EmptyState icon={Users} title={t("noProducer.title")} description={t("noProducer.description")} />
    );
  return (
    <section
      aria-labelledby="pick-producer"
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-5"
    >
      <div className="flex items-start gap-3">
        <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-zinc-500" />
        <div className="grid gap-1">
          <h2 id="pick-producer" className="font-semibold text-zinc-950">
            {t("pickProducer.title")}
          </h2>
          <p className="text-sm text-zinc-600">{description ?? t("pickProducer.description")}</p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t("pickProducer.label")}>
        {options.map((p) => (
          <li key={p.slug}>
            <Link href={p.href} className={buttonVariants({ variant: "outline" })}>
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
