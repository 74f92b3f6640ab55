"use client";

import { useTransition } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import { connectPalcoAction } from "@/lib/actions/webhooks/connect";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

/** One click: registers Palco's receiver for every kind; the secret stays on the server, encrypted. */
export function ConnectPalcoButton() {
  const t = useTranslations("webhooks.endpoints");
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await connectPalcoAction();
          if (result.ok) {
            toast.success(t("connected", { url: result.data.url }));
            router.refresh();
          } else toast.error(result.message);
        })
      }
    >
      {pending ? t("connecting") : t("connect")}
    </Button>
  );
}
