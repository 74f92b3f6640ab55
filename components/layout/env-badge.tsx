import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

export type PartnerEnvironment = "sandbox" | "staging" | "production";

const TONES: Record<PartnerEnvironment, string> = {
  sandbox: "border-amber-300 bg-amber-50 text-amber-900",
  staging: "border-sky-300 bg-sky-50 text-sky-900",
  production: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** Which Partner API Palco talks to, always visible so test data is never mistaken for real sales. */
export function EnvBadge({ environment }: { environment: PartnerEnvironment }) {
  const t = useTranslations("shell.env");
  return (
    <span
      title={`${t("label")}: ${t(environment)}`}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-1.5 py-1 text-xs font-medium sm:px-2.5 sm:py-0.5",
        TONES[environment],
      )}
    >
      <span aria-hidden className="size-2 rounded-full bg-current sm:size-1.5" />
      <span className="sr-only">{t("label")}: </span>
      {/* On a phone the coloured dot alone (its name stays for screen readers and the tooltip): the
          producer switcher beside it needs the width. */}
      <span className="sr-only sm:not-sr-only">{t(environment)}</span>
    </span>
  );
}
