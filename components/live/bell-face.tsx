import { Bell } from "lucide-react";

/** The bell icon with its unread count (the count is also in the trigger's accessible name). */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-700 px-1 text-center text-[11px] leading-4 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </>
  );
}
