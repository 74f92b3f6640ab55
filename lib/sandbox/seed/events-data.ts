import type { EventStatus } from "@/lib/contract/events";

export type SeedEvent = {
  key: string;
  producer: "a" | "b" | "other";
  name: string;
  status: EventStatus;
  /** Days from the seed epoch (see rng.ts) and hour (Brasília time) of the start; length in hours. */
  day: number;
  hour: number;
  hours: number;
  color: string;
  /** A committed image in seed/covers/ (see scripts/make-covers.ts), or none. */
  cover: "jpg" | "webp" | null;
  bio: string | null;
  venue: { name: string; city: string | null; address: string | null } | null;
  flags?: {
    resale?: boolean;
    waitlist?: boolean;
    tips?: boolean;
    rg?: boolean;
    tourney?: boolean;
    card?: boolean;
  };
};

/** Harmless formatting a sanitizer must keep. */
const RICH_BIO =
  '<p>Três palcos, <strong>24 atrações</strong> e <em>praça de alimentação</em>.</p><ul><li>Abertura dos portões às 14h</li><li>Classificação 16 anos</li></ul><p><a href="https://example.com/lineup">Veja o line-up</a></p>';
/** Must render inert: proves Palco sanitizes bios. */
const XSS_BIO =
  '<p>Noite especial</p><img src="x" onerror="alert(\'xss\')"><script>alert(1)</script><a href="javascript:alert(2)">ingressos</a><iframe srcdoc="<script>alert(3)</script>"></iframe>';

const SP = { name: "Espaço Unimed", city: "São Paulo", address: "Rua Tagipuru, 795 - Barra Funda" };
const RJ = { name: "Circo Voador", city: "Rio de Janeiro", address: "Rua dos Arcos, s/n - Lapa" };
const BH = { name: "Mineirão", city: "Belo Horizonte", address: "Av. Antônio Abrahão Caram, 1001" };
const POA = { name: "Opinião", city: "Porto Alegre", address: "Rua José do Patrocínio, 834" };

export const SEED_EVENTS: SeedEvent[] = [
  {
    key: "festival-verao",
    producer: "a",
    name: "Festival de Verão 2027",
    status: "live",
    day: 75,
    hour: 17,
    hours: 10,
    color: "#f97316",
    cover: "jpg",
    bio: RICH_BIO,
    venue: SP,
    flags: { resale: true, waitlist: true, tips: true },
  },
  {
    key: "noite-jazz",
    producer: "a",
    name: "Noite de Jazz no Parque",
    status: "live",
    day: 20,
    hour: 22,
    hours: 4,
    color: "#1d4ed8",
    cover: "webp",
    bio: "<p>Jazz ao ar livre com <em>convidados</em>.</p>",
    venue: { name: "Parque Ibirapuera", city: "São Paulo", address: null },
  },
  {
    key: "copa-esports",
    producer: "a",
    name: "Copa Sunset de eSports",
    status: "live",
    day: 40,
    hour: 13,
    hours: 9,
    color: "#7c3aed",
    cover: "jpg",
    bio: "<p>Torneio presencial. Login com a plataforma de torneios no checkout.</p>",
    venue: BH,
    flags: { tourney: true, rg: true },
  },
  {
    key: "stand-up",
    producer: "a",
    name: "Stand-up: Risos de Sexta",
    status: "live",
    day: 12,
    hour: 23,
    hours: 2,
    color: "#eab308",
    cover: null,
    bio: XSS_BIO,
    venue: RJ,
  },
  {
    key: "rock-reveillon",
    producer: "a",
    name: "Réveillon Rock 2027",
    status: "draft",
    day: 60,
    hour: 23,
    hours: 6,
    color: "#dc2626",
    cover: "jpg",
    bio: null,
    venue: null,
  },
  {
    key: "samba-domingo",
    producer: "a",
    name: "Samba de Domingo",
    status: "finished",
    day: -30,
    hour: 18,
    hours: 5,
    color: "#16a34a",
    cover: "jpg",
    bio: "<p>Roda de samba com feijoada.</p>",
    venue: RJ,
  },
  {
    key: "teatro-infantil",
    producer: "b",
    name: "Teatro Infantil: O Pequeno Príncipe",
    status: "live",
    day: 25,
    hour: 15,
    hours: 2,
    color: "#0ea5e9",
    cover: "jpg",
    bio: "<p>Para toda a família.</p>",
    venue: POA,
    flags: { card: false },
  },
  {
    key: "eletronica-norte",
    producer: "b",
    name: "Norte Eletrônico",
    status: "draft",
    day: 120,
    hour: 23,
    hours: 8,
    color: "#db2777",
    cover: null,
    bio: "<p>Em breve.</p>",
    venue: BH,
  },
  {
    key: "forro-arena",
    producer: "b",
    name: "Forró na Arena",
    status: "finished",
    day: -90,
    hour: 21,
    hours: 5,
    color: "#ca8a04",
    cover: "jpg",
    bio: null,
    venue: BH,
  },
  {
    key: "congresso-tech",
    producer: "b",
    name: "Congresso Norte Tech 2026",
    status: "cancelled",
    day: -10,
    hour: 12,
    hours: 9,
    color: "#475569",
    cover: "jpg",
    bio: "<p>Cancelado por motivos de força maior.</p>",
    venue: SP,
  },
  {
    key: "vizinha-pagode",
    producer: "other",
    name: "Pagode da Casa Vizinha",
    status: "live",
    day: 30,
    hour: 20,
    hours: 5,
    color: "#059669",
    cover: "jpg",
    bio: "<p>Fora do escopo da chave demo.</p>",
    venue: POA,
  },
  {
    key: "vizinha-mpb",
    producer: "other",
    name: "MPB Acústico",
    status: "finished",
    day: -45,
    hour: 21,
    hours: 3,
    color: "#9333ea",
    cover: null,
    bio: null,
    venue: null,
  },
];
