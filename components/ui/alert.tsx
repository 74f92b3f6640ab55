import type { ComponentProps } from "react";

import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

const alertVariants = cva("rounded-md border p-4 text-sm", {
  variants: {
    variant: {
      info: "border-sky-300 bg-sky-50 text-sky-900",
      warning: "border-amber-300 bg-amber-50 text-amber-900",
      error: "border-red-300 bg-red-50 text-red-900",
      success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    },
  },
  defaultVariants: { variant: "info" },
});

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}
