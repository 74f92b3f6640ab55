"use client";

import { useEffect } from "react";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

import { useTranslations } from "next-intl";

import { toast } from "@/components/ui/toaster";

/** After a create/edit/bulk redirect (`?saved=created|updated`, `?bulk=<job>`): one toast, then the flag leaves the URL. */
export function CouponsSavedToast() {
  const t = useTranslations("coupons.saved");
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const saved = params.get("saved");
  const bulk = params.get("bulk");

  useEffect(() => {
    const message = saved === "created" || saved === "updated" ? t(saved) : bulk ? t("bulk") : null;
    if (!message) return;
    toast.success(message);
    router.replace(pathname, { scroll: false });
  }, [saved, bulk, pathname, router, t]);

  return null;
}
