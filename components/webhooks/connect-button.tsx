"use client";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { connectPalcoAction } from "@/lib/actions/webhooks/connect";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

import { withStepUp } from "@/components/step-up/step-up";

/** One click: registers Palco's receiver for every kind; the secret stays on the server, encrypted. */
export function ConnectPalcoButton() {
  const t = useTranslations("webhooks.endpoints");
  const router = useRouter();
  const connect = useMutation({
    mutationFn: () => withStepUp(() => connectPalcoAction()),
    onSuccess: (result) => {
      if (result.ok) {
        toast.success(t("connected", { url: result.data.url }));
        router.refresh();
      } else toast.error(result.message);
    },
  });
  return (
    <Button disabled={connect.isPending} onClick={() => connect.mutate()}>
      {connect.isPending ? t("connecting") : t("connect")}
    </Button>
  );
}
