import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { disableTwoFactorAction, regenerateRecoveryCodesAction } from "@/lib/actions/two-factor/manage";
import { mayDisableTotp, twoFactorStatus } from "@/lib/auth/factors";
import type { SessionUser } from "@/lib/auth/types";
import { formatDateTime } from "@/lib/dates";
import { requiredRoles } from "@/lib/db/two-factor-policy";

import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { ManageTwoFactor } from "./manage-two-factor";

/** /account's two-factor section: state, recovery codes left, set up / new codes / turn off. */
export async function TwoFactorCard({ user }: { user: SessionUser }) {
  const [t, locale, timeZone, status, required, canDisable] = await Promise.all([
    getTranslations("twoFactor.account"),
    getLocale(),
    getTimeZone(),
    twoFactorStatus(user.id),
    requiredRoles(),
    mayDisableTotp(user),
  ]);
  const mustKeep = required.includes(user.role);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-zinc-600">{t("description")}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1 text-sm text-zinc-800" data-testid="two-factor-state">
          <p>
            {status.confirmedAt
              ? t("on", { when: formatDateTime(status.confirmedAt.toISOString(), { timeZone, locale }) })
              : t("off")}
          </p>
          {status.enabled ? <p>{t("recoveryLeft", { count: status.recoveryLeft })}</p> : null}
          {mustKeep ? <p>{t("required")}</p> : null}
        </div>
        {status.enabled ? (
          <ManageTwoFactor
            disable={disableTwoFactorAction}
            regenerate={regenerateRecoveryCodesAction}
            canDisable={canDisable}
          />
        ) : (
          <div>
            <Link href="/account/two-factor" className={buttonVariants()}>
              {t("setup")}
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
