import type { CellContext } from "@tanstack/react-table";
import { describe, expect, it } from "vitest";

import { renderedColumn } from "@/components/data-table/rendered-column";

type View = { id: string; name: string; actions: string };
const column = renderedColumn<View>;
const cellOf = (def: ReturnType<typeof column>, original: View) =>
  (def.cell as (ctx: CellContext<View, unknown>) => unknown)({ row: { original } } as CellContext<
    View,
    unknown
  >);

describe("renderedColumn (server-rendered cells in the DataTable)", () => {
  const row = { id: "1", name: "Festival", actions: "delete" };

  it("shows the view's value under its key, labelled for the column menu and the phone card", () => {
    const def = column("name", "Evento", { className: "text-right", card: "title" });
    expect(def.id).toBe("name");
    expect(def.header).toBe("Evento");
    expect(def.enableHiding).toBe(true);
    expect(def.meta).toEqual({ label: "Evento", className: "text-right", card: "title" });
    expect(cellOf(def, row)).toBe("Festival");
  });

  it("can pin a column and hide its header text from sight (still named for screen readers)", () => {
    const def = column("actions", "Ações", {}, { hideable: false, srOnlyHeader: true });
    expect(def.enableHiding).toBe(false);
    expect(typeof def.header).toBe("function");
    expect(def.meta?.label).toBe("Ações");
    expect(cellOf(def, row)).toBe("delete");
  });
});
