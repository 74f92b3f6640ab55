import { ChevronDown } from "lucide-react";

export const USER_MENU_TRIGGER_CLASS =
  "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
}

/** What the user-menu button shows, the same before and after the menu's code has loaded. */
export function UserMenuFace({
  name,
  roleLabel,
  menuLabel,
}: {
  name: string;
  roleLabel: string;
  menuLabel: string;
}) {
  return (
    <>
      <span
        aria-hidden
        className="flex size-7 items-center justify-center rounded-full bg-zinc-900 text-xs font-semibold text-white"
      >
        {initials(name)}
      </span>
      <span className="hidden text-left leading-tight sm:block">
        <span className="block text-sm font-medium text-zinc-900">{name}</span>
        <span className="block text-xs text-zinc-600">{roleLabel}</span>
      </span>
      <span className="sr-only sm:hidden">
        {menuLabel}: {name}, {roleLabel}
      </span>
      <ChevronDown aria-hidden className="size-4 text-zinc-500" />
    </>
  );
}
