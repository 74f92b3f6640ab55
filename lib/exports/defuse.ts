/** A cell a spreadsheet would read as a formula: `=`, `+`, `-`, `@`, tab or carriage return first (OWASP CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;
/**
 * A plain decimal number, with a decimal point or a decimal comma (`-12.50`, `-12,50`, `3`). A spreadsheet
 * reads it as that number and runs nothing, so it stays as written: amounts keep summing in the sheet.
 * Anything more (`-1+1`, `+5`, `-2e3`, `-1,2,3`) is defused.
 */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/** The one CSV defuser: text that starts like a formula gets a leading `'`, so the sheet shows it as text. */
export function defuseCell(value: string): string {
  return FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
