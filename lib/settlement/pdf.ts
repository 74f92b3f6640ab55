import "server-only";

import { Readable } from "node:stream";

import PDFDocument from "pdfkit";

import { cellText, isNumeric, type RenderModel } from "./render";

const MARGIN = 40;
// The standard fonts speak WinAnsi: the minus sign and the en dash outside it become ASCII.
const ascii = (s: string) => s.replace(/\u2212/g, "-").replace(/\u2013/g, "-");

/**
 * The borderô as an A4 PDF, drawn with pdfkit's standard fonts (nothing to load) and streamed as it is
 * drawn: a table per section, numbers right-aligned, a new page whenever the next row would not fit.
 */
export function settlementPdf(model: RenderModel): ReadableStream<Uint8Array> {
  const { locale } = model;
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: ascii(model.title) } });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN;
  const room = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };

  doc.font("Helvetica-Bold").fontSize(16).text(ascii(model.title));
  doc.moveDown(0.3).font("Helvetica").fontSize(9).fillColor("#444").text(ascii(model.issued));
  for (const line of model.header) doc.text(ascii(`${line.label}: ${line.value}`));
  doc.fillColor("#000");

  for (const section of model.sections) {
    doc.moveDown(1);
    room(60);
    doc.font("Helvetica-Bold").fontSize(11).text(ascii(section.title), MARGIN);
    doc.moveDown(0.3);
    const cols = section.head.length;
    const first = cols > 2 ? width * 0.4 : width * 0.6;
    const rest = (width - first) / (cols - 1);
    const xs = Array.from({ length: cols }, (_, i) => (i === 0 ? MARGIN : MARGIN + first + rest * (i - 1)));
    const ws = Array.from({ length: cols }, (_, i) => (i === 0 ? first : rest) - 4);
    const row = (cells: string[], right: boolean[], bold = false) => {
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      const h = Math.max(...cells.map((c, i) => doc.heightOfString(ascii(c), { width: ws[i] }))) + 4;
      room(h);
      const y = doc.y;
      cells.forEach((c, i) =>
        doc.text(ascii(c), xs[i], y, { width: ws[i], align: right[i] ? "right" : "left" }),
      );
      doc.x = MARGIN;
      doc.y = y + h;
    };
    row(
      section.head,
      section.head.map((_, i) => i > 0),
      true,
    );
    if (!section.rows.length && section.empty) row([section.empty, ...Array(cols - 1).fill("")], []);
    for (const cells of section.rows)
      row(
        cells.map((c) => cellText(c, locale)),
        cells.map(isNumeric),
      );
    if (section.total)
      row(
        section.total.map((c) => cellText(c, locale)),
        section.total.map(isNumeric),
        true,
      );
  }
  doc.moveDown(1);
  room(40);
  doc.font("Helvetica").fontSize(9).text(ascii(model.note), MARGIN, doc.y, { width });
  doc.end();
  return Readable.toWeb(doc as unknown as Readable) as ReadableStream<Uint8Array>;
}
