import { z } from "zod";

import { ProducerRefSchema } from "./common";

export const PartnerMeSchema = z
  .object({ name: z.string(), producers: z.array(ProducerRefSchema) })
  .meta({ id: "PartnerMe" });
export type PartnerMe = z.infer<typeof PartnerMeSchema>;
