import { z } from "zod";

import { DisplayNameSchema, ProducerRefSchema } from "./common";

export const PartnerMeSchema = z
  .object({ name: DisplayNameSchema, producers: z.array(ProducerRefSchema) })
  .meta({ id: "PartnerMe" });
export type PartnerMe = z.infer<typeof PartnerMeSchema>;
