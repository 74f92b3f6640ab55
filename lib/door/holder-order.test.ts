import { describe, expect, it } from "vitest";

import { byHolder } from "./holder-order";

const tickets = ["Mesa 10", "zoë", "  Ana  Maria ", "Örjan", "mesa 2", null, "Ana"].map((holder_name, i) => ({
  id: `t${i}`,
  holder_name,
}));
const names = (locale: string) => byHolder(tickets, locale).map((t) => t.holder_name);

describe("door list order (CSV and print)", () => {
  it("is alphabetical as people read it: case, accents and spaces aside, numbers as numbers, no name first", () => {
    expect(names("pt-BR")).toEqual([null, "Ana", "  Ana  Maria ", "mesa 2", "Mesa 10", "Örjan", "zoë"]);
  });

  it("follows the reader's locale: English reads like Portuguese, Swedish files Ö after Z", () => {
    expect(names("en")).toEqual(names("pt-BR"));
    expect(names("sv")).toEqual([null, "Ana", "  Ana  Maria ", "mesa 2", "Mesa 10", "zoë", "Örjan"]);
  });
});
