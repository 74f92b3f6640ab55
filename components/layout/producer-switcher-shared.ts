// Radix Select reserves "" for "no value"; "all producers" needs a value of its own.
export const ALL_PRODUCERS = "__all__";

export const PRODUCER_TRIGGER_CLASS = "h-8 max-w-56 min-w-0 border-zinc-300 font-medium sm:max-w-64";
