import { describe, expect, it } from "vitest";

import { compactText, normalizeText, queryTokens } from "./normalize";
import { buildSearchIndex, type Searchable } from "./search-index";

const names = (rows: Searchable[], hits: Int32Array) => Array.from(hits, (i) => rows[i].name);

describe("normalizeText", () => {
  it("drops accents and case and collapses spaces", () => {
    expect(normalizeText("  JOÃO   da Conceição ")).toBe("joao da conceicao");
    expect(normalizeText("Ñandú Über")).toBe("nandu uber");
    expect(normalizeText(null)).toBe("");
  });

  it("treats composed and decomposed accents alike", () => {
    expect(normalizeText("Jose\u0301")).toBe(normalizeText("Jos\u00e9"));
  });

  it("compacts documents typed with or without punctuation", () => {
    expect(compactText("123.456.789-09")).toBe("12345678909");
    expect(queryTokens(" Ana  MARIA ")).toEqual(["ana", "maria"]);
  });
});

describe("buildSearchIndex", () => {
  const rows: Searchable[] = [
    { name: "Zélia Duncan", keys: ["a1b2c3d4-0000"] },
    { name: "joão silva", keys: ["ffee0000-1111"] },
    { name: "Ana Maria Braga", keys: ["123.456.789-09"] },
    { name: null, keys: ["99990000-2222"] },
    { name: "Álvaro Souza", keys: [] },
    { name: "ana lúcia", keys: [null] },
  ];
  const index = buildSearchIndex(rows);

  it("orders rows alphabetically ignoring accents and case", () => {
    expect(names(rows, index.order)).toEqual([
      null,
      "Álvaro Souza",
      "ana lúcia",
      "Ana Maria Braga",
      "joão silva",
      "Zélia Duncan",
    ]);
  });

  it("finds names accent- and case-insensitively, by any fragment", () => {
    expect(names(rows, index.search("JOAO"))).toEqual(["joão silva"]);
    expect(names(rows, index.search("alvaro"))).toEqual(["Álvaro Souza"]);
    expect(names(rows, index.search("lucia"))).toEqual(["ana lúcia"]);
    expect(names(rows, index.search("zel dun"))).toEqual(["Zélia Duncan"]);
  });

  it("matches every token in any order", () => {
    expect(names(rows, index.search("braga ana"))).toEqual(["Ana Maria Braga"]);
    expect(names(rows, index.search("ana"))).toEqual(["ana lúcia", "Ana Maria Braga"]);
  });

  it("finds document and code fragments with or without punctuation", () => {
    expect(names(rows, index.search("456789"))).toEqual(["Ana Maria Braga"]);
    expect(names(rows, index.search("456.789-0"))).toEqual(["Ana Maria Braga"]);
    expect(names(rows, index.search("9999"))).toEqual([null]);
    expect(names(rows, index.search("A1B2"))).toEqual(["Zélia Duncan"]);
  });

  it("returns everything for a blank query and nothing for a miss", () => {
    expect(index.search("   ")).toBe(index.order);
    expect(index.search("xyzzy").length).toBe(0);
  });

  it("narrowing, widening and retyping give the same answer as a fresh index", () => {
    const sequence = ["a", "an", "ana", "ana ", "ana m", "ana", "an", "s", "si", "silva", ""];
    const fresh = (q: string) => names(rows, buildSearchIndex(rows).search(q));
    for (const q of sequence) expect(names(rows, index.search(q))).toEqual(fresh(q));
  });

  it("stays correct on many rows", () => {
    const many: Searchable[] = Array.from({ length: 5000 }, (_, i) => ({
      name: `Pessoa ${i % 2 ? "Conceição" : "Silva"} ${i}`,
      keys: [`code-${i}`],
    }));
    const big = buildSearchIndex(many);
    expect(big.search("conceicao").length).toBe(2500);
    expect(big.search("conceicao 4999").length).toBe(1);
    expect(big.search("code-12").length).toBe(111);
  });
});
