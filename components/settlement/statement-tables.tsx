import { cellText, isNumeric, type RenderModel } from "@/lib/settlement/render";
import { cn } from "@/lib/utils";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** The borderô's sections as plain tables (server-rendered, printable): the same cells as the PDF and XLSX. */
export function StatementTables({ model }: { model: RenderModel }) {
  return (
    <div className="grid gap-6">
      {model.sections.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`settlement-${section.key}`}
          className="grid gap-2 break-inside-avoid"
        >
          <h3 id={`settlement-${section.key}`} className="text-base font-semibold">
            {section.title}
          </h3>
          {!section.rows.length && section.empty ? (
            <p className="text-sm text-zinc-600">{section.empty}</p>
          ) : (
            <Table aria-labelledby={`settlement-${section.key}`}>
              <TableHeader>
                <TableRow>
                  {section.head.map((h, i) => (
                    <TableHead key={i} scope="col" className={cn(i > 0 && "text-right")}>
                      {h}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {section.rows.map((cells, r) => (
                  <TableRow key={r}>
                    {cells.map((c, i) => (
                      <TableCell key={i} className={cn(isNumeric(c) && "text-right tabular-nums")}>
                        {cellText(c, model.locale)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              {section.total ? (
                <tfoot className="border-t border-zinc-300">
                  <TableRow>
                    {section.total.map((c, i) => (
                      <TableCell
                        key={i}
                        className={cn("font-semibold", isNumeric(c) && "text-right tabular-nums")}
                      >
                        {cellText(c, model.locale)}
                      </TableCell>
                    ))}
                  </TableRow>
                </tfoot>
              ) : null}
            </Table>
          )}
        </section>
      ))}
    </div>
  );
}
