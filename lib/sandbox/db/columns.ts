import { bigint, customType, timestamp, uuid } from "drizzle-orm/pg-core";

/** Instants are always timestamptz; drizzle hands them over as Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Money is stored in integer cents; formatted to "12.34" only when a response is built. */
export const cents = (name: string) => bigint(name, { mode: "number" });

export const pk = () => uuid("id").primaryKey().defaultRandom();

/** Raw bytes; PGlite returns Uint8Array and pg returns Buffer, so both are normalized to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});
