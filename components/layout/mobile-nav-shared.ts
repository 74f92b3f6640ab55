export const MOBILE_NAV_TRIGGER_CLASS =
  "-ml-1 rounded-md p-2 text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600";
