import { ImageOff } from "lucide-react";

import { isHttpUrl } from "@/lib/http-url";
import { cn } from "@/lib/utils";

// Covers on Palco's own origin arrive origin-relative (lib/partner/own-origin.ts), so they load from the
// address the browser used; "//host" and "/\host" would leave the origin and are refused.
const isOwnPath = (url: string | null): url is string => !!url && /^\/(?![/\\])/.test(url);

/** A cover image: absolute http(s) URLs and Palco's own paths are rendered, anything else shows a placeholder. */
export function EventCover({ url, alt, className }: { url: string | null; alt: string; className?: string }) {
  if (!isHttpUrl(url) && !isOwnPath(url)) {
    return (
      <div className={cn("flex items-center justify-center bg-zinc-100 text-zinc-400", className)}>
        <ImageOff aria-hidden className="size-1/3 max-h-8 max-w-8" />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- covers come from the Partner API's host, not a configured image domain
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn("bg-zinc-100 object-cover", className)}
    />
  );
}
