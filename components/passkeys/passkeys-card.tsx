import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { twoFactorStatus } from "@/lib/auth/factors";
import { listPasskeys } from "@/lib/auth/passkeys/manage";
import type { SessionUser } from "@/lib/auth/types";
import { formatDateTime } from "@/lib/dates";
import { requiredRoles } from "@/lib/db/two-factor-policy";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { AddPasskeyForm } from "./add-passkey-form";
import { PasskeyItem } from "./passkey-item";

/** /account's passkeys: the list (named, dated), add, rename, remove; a required role keeps its last factor. */
export async function PasskeysCard({ user }: { user: SessionUser }) {
  const [t, locale, timeZone, passkeys, status, required] = await Promise.all([
    getTranslations("twoFactor.passkeys"),
    getLocale(),
    getTimeZone(),
    listPasskeys(user.id),
    twoFactorStatus(user.id),
    requiredRoles(),
  ]);
  const when = (d: Date) => formatDateTime(d.toISOString(), { timeZone, locale });
  // Removing the only passkey of a required role without TOTP would leave no factor: the server refuses
  // it too (lib/auth/passkeys/manage); here the button is replaced by the reason.
  const lastIsRequired = required.includes(user.role) && !status.enabled && passkeys.length === 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-zinc-600">{t("description")}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {passkeys.length ? (
          <ul aria-label={t("listLabel")} data-testid="passkeys" className="divide-y divide-zinc-200">
            {passkeys.map((p) => (
              <PasskeyItem
                key={p.id}
                id={p.id}
                name={p.name}
                created={t("created", { when: when(p.createdAt) })}
                lastUsed={p.lastUsedAt ? t("lastUsed", { when: when(p.lastUsedAt) }) : t("neverUsed")}
                removable={!lastIsRequired}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-700" data-testid="passkeys-empty">
            {t("empty")}
          </p>
        )}
        {lastIsRequired ? <p className="text-sm text-zinc-700">{t("lastRequired")}</p> : null}
        <AddPasskeyForm />
      </CardContent>
    </Card>
  );
}
