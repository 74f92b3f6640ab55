import { ImageOff } from "lucide-react";

import { isHttpUrl } from "@/lib/sanitize";
import { cn } from "@/lib/utils";

/** A cover image from the API; only absolute http(s) URLs are rendered, anything else shows a placeholder. */
export function EventCover({ url, alt, className }: { url: string | null; alt: string; className?: string }) {
  if (!isHttpUrl(url)) {
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
