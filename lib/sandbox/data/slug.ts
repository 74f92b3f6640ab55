import { like, or, eq } from "drizzle-orm";

import { events } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

const MAX_BASE = 60;

/** "Festival de Verão 2027!" → "festival-de-verao-2027"; never empty. */
export function slugify(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE)
    .replace(/-+$/g, "");
  return base || "event";
}

/** The slug itself when free, else the lowest free `<slug>-N`. */
export async function uniqueEventSlug(db: SandboxQueryable, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), like(events.slug, `${base}-%`)));
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
