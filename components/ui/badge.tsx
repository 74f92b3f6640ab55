import type { ComponentProps } from "react";

import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

export const badgeVariants = cva("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", {
  variants: {
    tone: {
      neutral: "bg-zinc-100 text-zinc-800",
      green: "bg-emerald-100 text-emerald-900",
      amber: "bg-amber-100 text-amber-900",
      red: "bg-red-100 text-red-900",
      blue: "bg-sky-100 text-sky-900",
      violet: "bg-violet-100 text-violet-900",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
