import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { SignaturePlayground } from "@/components/webhooks/signature-playground";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks"))("tabs.playground") };
}

export default async function SignaturePlaygroundPage() {
  const t = await getTranslations("webhooks.playground");
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">{t("intro")}</p>
      <SignaturePlayground />
      <p className="text-xs text-zinc-600">{t("note")}</p>
    </div>
  );
}
