import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { jobDefinitions as handedOver, provideJobDefinitions } from "@/lib/jobs/registry";

import { jobDefinitions, wire } from "./wiring";

const jobNamesIn = (locale: string): string[] =>
  Object.keys(
    JSON.parse(readFileSync(path.join(import.meta.dirname, `../messages/${locale}/jobs.json`), "utf8")).names,
  ).sort();

describe("wiring", () => {
  it("lists every job once, each named in the jobs messages of both languages", async () => {
    const names = (await jobDefinitions()).map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(jobNamesIn("en"));
    expect([...names].sort()).toEqual(jobNamesIn("pt-BR"));
  });

  it("hands the jobs to lib/jobs at boot, which otherwise has none", async () => {
    provideJobDefinitions(undefined);
    await expect(handedOver()).rejects.toThrow(/No job definitions were handed over/);
    wire();
    expect((await handedOver()).map((d) => d.name)).toEqual((await jobDefinitions()).map((d) => d.name));
  });
});
