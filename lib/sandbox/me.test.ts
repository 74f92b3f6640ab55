import { expect, it } from "vitest";

import { ErrorBodySchema, PartnerMeSchema } from "@/lib/partner/schemas";

import { call, describeSandbox } from "./test/fixtures";

describeSandbox("GET /me", (sb) => {
  it("401 without a key", async () => {
    const res = await call(sb(), "GET", "/me", { key: null });
    expect(res.status).toBe(401);
    expect(ErrorBodySchema.parse(res.body).error).toBeTruthy();
  });
}, { seed: false });
