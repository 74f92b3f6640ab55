import type { buyers } from "../../db/schema";
import type { Rng } from "../../rng";
import { generateCpf } from "../../simulate/documents";
import { ascii, CITIES as PERSON_CITIES, LAST_NAMES } from "../../simulate/people";
import { DAY, SEED_EPOCH } from "../epoch";

const FIRST = [
  "Ana",
  "Bruno",
  "Camila",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Heitor",
  "Isadora",
  "João",
  "Lívia",
  "Mateus",
  "Natália",
  "Otávio",
  "Priscila",
  "Rafael",
  "Sofia",
  "Tiago",
  "Valéria",
  "Wagner",
];
// The simulator's seven cities plus three; the seven keep their places, so every draw is as before.
const CITIES = [...PERSON_CITIES, "Fortaleza", "Manaus", "Goiânia"];

export type BuyerInsert = typeof buyers.$inferInsert & { id: string; name: string; email: string };

export function randomName(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST_NAMES)}`;
}

/**
 * `count` buyers with unique e-mails (the index is part of the address). Birthdays cycle through the
 * twelve months, so every month's birthday list has people in it whatever the count.
 */
export function generateBuyers(rng: Rng, count: number, domain: string): BuyerInsert[] {
  return Array.from({ length: count }, (_, i) => {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST_NAMES);
    const month = (i % 12) + 1;
    const year = 1960 + rng.int(0, 45);
    const day = rng.int(1, 28);
    return {
      id: fastUuid(rng),
      email: `${ascii(first)}.${ascii(last)}.${i + 1}@${domain}`,
      name: `${first} ${last}`,
      document: generateCpf(rng.next),
      cellphone: `+55119${String(rng.int(0, 99_999_999)).padStart(8, "0")}`,
      birthdate: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      city: rng.pick(CITIES),
      createdAt: new Date(SEED_EPOCH - 400 * DAY + i * 1000),
    };
  });
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** A v4-shaped UUID from four 32-bit draws: the seed's `rng.uuid()` costs 16 draws and an array per id. */
export function fastUuid(rng: Rng): string {
  const w = [0, 1, 2, 3].map(() => Math.floor(rng.next() * 0x1_0000_0000) >>> 0);
  w[1] = (w[1] & 0xffff0fff) | 0x00004000;
  w[2] = (w[2] & 0x3fffffff) | 0x80000000;
  const b = (x: number, s: number) => HEX[(x >>> s) & 0xff];
  const h = w.map((x) => b(x, 24) + b(x, 16) + b(x, 8) + b(x, 0)).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
