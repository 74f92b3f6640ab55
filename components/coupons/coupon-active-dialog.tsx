"use client";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { setCouponActiveAction } from "@/lib/actions/coupons/active";

import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { toast } from "@/components/ui/toaster";

export type CouponActiveProps = { eventId: string; couponId: string; code: string; active: boolean };

/** The confirmation of ./coupon-active-toggle, loaded on first use: PATCH {active} via the action → toast, refresh. */
export function CouponActiveDialog({
  eventId,
  couponId,
  code,
  active,
  open,
  setOpen,
}: CouponActiveProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations("coupons.toggle");
  const router = useRouter();
  const next = !active;
  const mutation = useMutation({
    mutationFn: () => setCouponActiveAction(eventId, couponId, next),
    onSuccess: (result) => {
      if (!result.ok) return;
      toast.success(t(result.data.active ? "activated" : "deactivated", { code: result.data.code }));
      setOpen(false);
      router.refresh();
    },
  });
  const failure = mutation.data && !mutation.data.ok ? mutation.data : null;

  return (
    <AlertDialog open={open} onOpenChange={(v) => !mutation.isPending && setOpen(v)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(next ? "titleActivate" : "titleDeactivate", { code })}</AlertDialogTitle>
          <AlertDialogDescription>{t(next ? "bodyActivate" : "bodyDeactivate")}</AlertDialogDescription>
        </AlertDialogHeader>
        {failure ? <Alert variant="error">{failure.message}</Alert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction
            variant={next ? "default" : "destructive"}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
            onClick={(e) => {
              e.preventDefault();
              mutation.mutate();
            }}
          >
            {t(next ? "activate" : "deactivate")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
