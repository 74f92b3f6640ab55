import { cva } from "class-variance-authority";

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
