import { Check, Minus } from "lucide-react";
import { useTranslations } from "next-intl";

import { UPDATE_FLAGS } from "@/lib/actions/events/form";
import type { Event } from "@/lib/contract";
import { cn } from "@/lib/utils";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function CheckoutFlags({ event }: { event: Event }) {
  const t = useTranslations("events");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("detail.checkout")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-zinc-100">
          {UPDATE_FLAGS.map((flag) => {
            const on = event[flag];
            return (
              <li key={flag} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
                <span className="text-sm text-zinc-800">{t(`flags.${flag}.label`)}</span>
                <span
                  className={cn(
                    "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium",
                    on ? "bg-emerald-100 text-emerald-900" : "bg-zinc-100 text-zinc-700",
                  )}
                >
                  {on ? <Check aria-hidden className="size-3" /> : <Minus aria-hidden className="size-3" />}
                  {on ? t("flags.on") : t("flags.off")}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
