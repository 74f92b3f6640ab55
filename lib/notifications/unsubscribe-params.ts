import { z } from "zod";

/**
 * `/unsubscribe?token=…&status=done|report`: the e-mail link's token and the page's own redirect once done
 * (every e-mail, or one scheduled report). Junk
 * (a repeated key, an unknown status) reads as absent — the page then says the link is invalid.
 */
const UnsubscribeParamsSchema = z.object({
  token: z.string().min(1).optional().catch(undefined),
  status: z.enum(["done", "report"]).optional().catch(undefined),
});

export function parseUnsubscribeParams(params: Record<string, string | string[] | undefined>) {
  return UnsubscribeParamsSchema.parse(params);
}
