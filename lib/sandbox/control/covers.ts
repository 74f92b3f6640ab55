import { eq } from "drizzle-orm";
import { Hono } from "hono";

import type { ControlEnv } from "../context";
import { covers } from "../db/schema";
import { notFound } from "../errors";
import { isUuid } from "../scope";

/** Public: covers are images on event pages, addressed by an id that changes on every upload. */
export const coverRoutes = new Hono<ControlEnv>();

// GET /covers/{cover_id}.{ext}
coverRoutes.get("/covers/:file", async (c) => {
  const match = /^([0-9a-f-]{36})\.(jpg|png|webp)$/i.exec(c.req.param("file"));
  if (!match || !isUuid(match[1])) throw notFound("Cover");
  const [cover] = await c.var.sb.db
    .select()
    .from(covers)
    .where(eq(covers.id, match[1].toLowerCase()))
    .limit(1);
  if (!cover || cover.ext !== match[2].toLowerCase()) throw notFound("Cover");
  return c.body(new Uint8Array(cover.bytes), 200, {
    "Content-Type": cover.contentType,
    "Content-Length": String(cover.bytes.length),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
});
