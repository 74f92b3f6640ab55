import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";

import { LIMITS } from "@/lib/contract/common";

import { ApiError } from "../errors";

// Room for the multipart boundary and part headers around a cover of exactly the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

const jsonLimit = bodyLimit({
  maxSize: LIMITS.bodyMaxBytes,
  onError: () => {
    throw new ApiError(413, `Request body exceeds ${LIMITS.bodyMaxBytes} bytes`);
  },
});

const coverLimit = bodyLimit({
  maxSize: LIMITS.coverMaxBytes + MULTIPART_OVERHEAD,
  onError: () => {
    throw new ApiError(413, `Cover exceeds ${LIMITS.coverMaxBytes} bytes`);
  },
});

/** 1 MB for JSON bodies, 5 MB for the cover upload; both answer 413 `{error}`. */
export const limitBodies = createMiddleware(async (c, next) => {
  const limit = c.req.method === "PUT" && c.req.path.endsWith("/cover") ? coverLimit : jsonLimit;
  return limit(c, next);
});
