"use client";

import { cva } from "class-variance-authority";
import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/**
 * In-page tabs on Radix (role="tablist", arrow keys move between tabs). Tabs that change the URL are
 * links instead (see components/events/workspace-tabs.tsx) and share `tabVariants` for the look.
 */
export const tabListClass = "flex w-full gap-1 overflow-x-auto border-b border-zinc-200";

export const tabVariants = cva(
  "-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      active: {
        true: "border-brand-700 text-brand-800",
        false: "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-950",
      },
    },
    defaultVariants: { active: false },
  },
);

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("grid gap-4", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(tabListClass, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        tabVariants(),
        "data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content data-slot="tabs-content" className={cn("outline-none", className)} {...props} />
  );
}
