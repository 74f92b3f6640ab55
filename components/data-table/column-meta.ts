import type { RowData } from "@tanstack/react-table";

/** How a column shows up beyond the desktop table. Declared once here so every column def is typed. */
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text name: the column-visibility menu and the phone card's field label. */
    label?: string;
    /** Classes for both <th> and <td> (responsive hiding, widths). */
    className?: string;
    /** Phone layout: "title" leads the card, "media" sits beside it, "field" is a labelled line, "hidden" is left out. */
    card?: "title" | "media" | "field" | "hidden";
  }
}

export {};
