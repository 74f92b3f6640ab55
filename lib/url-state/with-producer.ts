import { isIdOrSlug } from "@/lib/contract/constants";

/** `?producer=` carried on links between pages so the header's producer choice follows the user. */
export function withProducer(path: string, producer: string | null | undefined): string {
  if (!isIdOrSlug(producer)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}producer=${encodeURIComponent(producer)}`;
}
