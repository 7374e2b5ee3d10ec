/**
 * Text that a spreadsheet could read as a formula (= + - @, or a leading tab or carriage return)
 * gets an apostrophe in front, the usual guard against formula injection (OWASP "CSV injection").
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
