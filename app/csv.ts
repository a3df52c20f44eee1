/**
 * CSV for spreadsheets (issue 12, review H3). Every field is quoted with quotes doubled, and a field a
 * spreadsheet could read as a formula is prefixed with an apostrophe: one that starts with `= + - @`,
 * a tab or a carriage return, also after leading spaces. The same apostrophe goes before such a
 * character after a comma, semicolon, tab or line break inside the field, since a spreadsheet set to
 * another separator (";" in da, pl, fr locales) or ignoring the quotes splits the field there.
 */
const LEADING = /^([\s\u00a0]*)([=+\-@\t\r])/;
const AFTER_SEPARATOR = /([,;\n\r\t][\s\u00a0]*)([=+\-@])/g;

export function csvField(value: string): string {
  const safe = value.replace(AFTER_SEPARATOR, "$1'$2").replace(LEADING, "'$1$2");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** What an export may show of a card number: the last four digits, never more (PCI DSS truncation). */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}
