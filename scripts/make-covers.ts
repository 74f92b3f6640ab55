// Draws the demo events' cover images once (gradients, shapes and the event name) into
// lib/sandbox/seed/covers/<key>.<jpg|webp>; the files are committed and the demo seed stores them.
// Usage: tsx scripts/make-covers.ts   (re-run only when an event's name, colour or cover type changes)
import { writeFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { createRng, type Rng } from "@/lib/sandbox/rng";
import { COVERS_DIR } from "@/lib/sandbox/seed/cover-images";
import { SEED_EVENTS, type SeedEvent } from "@/lib/sandbox/seed/events-data";

const W = 1200;
const H = 675;

/** `hex` mixed toward black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (target - c) * Math.abs(amount))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[ch]!);

/** Soft circles and light beams: a stage seen from the crowd, different for every event. */
function shapes(rng: Rng, color: string): string {
  const beams = Array.from({ length: rng.int(3, 6) }, () => {
    const x = rng.int(100, W - 100);
    const spread = rng.int(120, 260);
    return `<polygon points="${x},-20 ${x - spread},${H} ${x + spread},${H}" fill="url(#beam)" opacity="${(0.25 + rng.next() * 0.35).toFixed(2)}"/>`;
  });
  const orbs = Array.from({ length: rng.int(10, 18) }, () => {
    const r = rng.int(12, 90);
    const fill = rng.chance(0.5) ? shade(color, 0.6) : "#ffffff";
    return `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${r}" fill="${fill}" opacity="${(0.08 + rng.next() * 0.25).toFixed(2)}"/>`;
  });
  const crowd = Array.from({ length: 48 }, (_, i) => {
    const x = (i / 47) * W;
    const r = rng.int(18, 34);
    return `<circle cx="${x.toFixed(0)}" cy="${H - rng.int(0, 24)}" r="${r}" fill="#000" opacity="0.55"/>`;
  });
  return [...beams, ...orbs, ...crowd].join("");
}

function coverSvg(def: SeedEvent): string {
  const rng = createRng(1, `cover:${def.key}`);
  const name = escapeXml(def.name);
  const size = def.name.length > 28 ? 54 : 68;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(def.color, 0.15)}"/>
      <stop offset="0.55" stop-color="${def.color}"/>
      <stop offset="1" stop-color="${shade(def.color, -0.75)}"/>
    </linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.6"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${shapes(rng, def.color)}
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  <text x="64" y="${H - 96}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#fff">${name}</text>
  <text x="66" y="${H - 52}" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#fff" opacity="0.85">${escapeXml(def.venue?.city ?? "Palco")}</text>
</svg>`;
}

for (const def of SEED_EVENTS) {
  if (!def.cover) continue;
  const image = sharp(Buffer.from(coverSvg(def)));
  const bytes =
    def.cover === "webp"
      ? await image.webp({ quality: 78 }).toBuffer()
      : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const file = path.join(COVERS_DIR, `${def.key}.${def.cover}`);
  writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}  ${(bytes.length / 1024).toFixed(0)} kB`);
}
