import type { RenderModel } from "@/lib/settlement/render";

import type { CsvCell } from "./csv-stream";
import { sectionCsvColumns, sectionCsvRows } from "./section-csv";

export const SETTLEMENT_CSV_COLUMNS = sectionCsvColumns("settlementSection");

/** The borderô as CSV rows: the page's header lines, its sections, then the reconciliation sentence. */
export function settlementCsvRows(model: RenderModel): Generator<CsvCell[]> {
  return sectionCsvRows({
    header: [[model.title], [model.issued], ...model.header.map((l) => [l.label, l.value])],
    sections: model.sections,
    closing: [{ key: "reconciliation", text: model.note }],
  });
}
