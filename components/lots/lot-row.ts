import type { LotLike } from "@/lib/lots/status";

/** A lot as the table receives it from the server: the API's Product, plain (no schema on the client). */
export type LotRow = LotLike & { amount: string; product_type: "ticket" | "deliverable" | "other" };
