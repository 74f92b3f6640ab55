"use client";

import { useEffect } from "react";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

import { useTranslations } from "next-intl";

import { toast } from "@/components/ui/toaster";

/** After a create/edit redirect (`?saved=created|updated`): one toast, then the flag leaves the URL. */
export function SavedToast() {
  const t = useTranslations("events.form");
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const saved = params.get("saved");

  useEffect(() => {
    if (saved !== "created" && saved !== "updated") return;
    toast.success(saved === "created" ? t("created") : t("saved"));
    const rest = new URLSearchParams(params);
    rest.delete("saved");
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [saved, params, pathname, router, t]);

  return null;
}
