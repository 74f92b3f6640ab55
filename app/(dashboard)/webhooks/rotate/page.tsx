import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { getDb } from "@/lib/db/client";
import { countVerifiedBy } from "@/lib/webhooks/console";
import { listLocalEndpoints } from "@/lib/webhooks/endpoints";
import { receiverUrl } from "@/lib/webhooks/server";

import { Alert } from "@/components/ui/alert";

import { RotateDeleteOld, RotateStart } from "@/components/webhooks/rotation-steps";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks"))("tabs.rotate") };
}

function Step({ title, done, children }: { title: string; done: boolean; children: React.ReactNode }) {
  return (
    <li className="grid gap-2 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm" data-done={done}>
      <h2 className="font-semibold text-zinc-950">
        {title} {done ? <span aria-hidden>✓</span> : null}
      </h2>
      {children}
    </li>
  );
}

/** The rotation wizard: new endpoint → both secrets accepted → deliveries verify with the new → delete the old. */
export default async function RotatePage() {
  const t = await getTranslations("webhooks.rotate");
  const url = receiverUrl();
  const db = await getDb();
  const held = (await listLocalEndpoints(db)).filter((e) => e.url === url);
  if (held.length === 0) return <Alert variant="info">{t("needsOne")}</Alert>;
  if (held.length > 2) return <Alert variant="warning">{t("tooMany")}</Alert>;
  const [old, fresh] = held;
  const verified = fresh ? await countVerifiedBy(db, fresh.id) : 0;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">{t("intro")}</p>
      <ol className="grid gap-3">
        <Step title={t("step1")} done={Boolean(fresh)}>
          <p className="text-sm text-zinc-700">{t("step1Body", { url })}</p>
          {fresh ? null : <RotateStart />}
        </Step>
        <Step title={t("step2")} done={Boolean(fresh)}>
          <p className="text-sm text-zinc-700">{t("step2Body", { count: held.length })}</p>
          <ul className="font-mono text-xs text-zinc-700">
            <li>
              {old.id} ({t("old")})
            </li>
            {fresh ? (
              <li>
                {fresh.id} ({t("new")})
              </li>
            ) : null}
          </ul>
        </Step>
        <Step title={t("step3")} done={verified > 0}>
          {fresh ? (
            <p className="text-sm text-zinc-700" data-testid="rotation-verified">
              {t("step3Body", { count: verified })}
            </p>
          ) : null}
          {fresh && verified === 0 ? <p className="text-sm text-zinc-600">{t("step3Wait")}</p> : null}
        </Step>
        <Step title={t("step4")} done={false}>
          {fresh ? <p className="text-sm text-zinc-700">{t("step4Body", { id: old.id })}</p> : null}
          {fresh && verified > 0 ? <RotateDeleteOld id={old.id} /> : null}
        </Step>
      </ol>
    </div>
  );
}
