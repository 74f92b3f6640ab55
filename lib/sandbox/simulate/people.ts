import { createRng } from "../rng";
import { generateCpf } from "./documents";

const FIRST = [
  "Ana",
  "Bruno",
  "Camila",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sofia",
  "Thiago",
  "Valentina",
  "Yuri",
];
/** Shared with the large seed (`seed/large/people.ts`), which draws from the same surnames and cities. */
export const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
];
export const CITIES = [
  "São Paulo",
  "Rio de Janeiro",
  "Belo Horizonte",
  "Porto Alegre",
  "Curitiba",
  "Recife",
  "Salvador",
];

export type Person = {
  email: string;
  name: string;
  document: string;
  cellphone: string;
  birthdate: string;
  city: string;
};

/** Lower-case ASCII for an e-mail's local part: "João" → "joao". */
export const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** A plausible buyer drawn from `next` (the seed's stream or Math.random); e-mails are example.com. */
export function generatePerson(next: () => number): Person {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const first = pick(FIRST);
  const last = pick(LAST_NAMES);
  const tag = Math.floor(next() * 1_000_000)
    .toString(36)
    .padStart(4, "0");
  const year = 1960 + Math.floor(next() * 46);
  const month = 1 + Math.floor(next() * 12);
  const day = 1 + Math.floor(next() * 28);
  const phone = Array.from({ length: 8 }, () => Math.floor(next() * 10)).join("");
  return {
    email: `${ascii(first)}.${ascii(last)}.${tag}@example.com`,
    name: `${first} ${last}`,
    document: generateCpf(next),
    cellphone: `+55119${phone}`,
    birthdate: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    city: pick(CITIES),
  };
}

/** A stream derived from a text, so documents filled in for a given order repeat on every run. */
export const streamFrom = (text: string) => createRng(0, text).next;
