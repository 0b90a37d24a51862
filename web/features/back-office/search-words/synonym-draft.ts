/**
 * A group of words as the seller types it on one line: separated by commas (English or Chinese) or the
 * ideographic enumeration comma, blanks dropped (docs/decisions/0290-shop-synonyms.md).
 */
export function wordsOfLine(line: string): string[] {
  return line
    .split(/[,，、;；]/)
    .map((w) => w.trim())
    .filter(Boolean);
}

export function lineOfWords(words: readonly string[]): string {
  return words.join(', ');
}

/** the draft's lines as groups to save; blank lines dropped, and the lines with fewer than two words named */
export function groupsOfDraft(lines: readonly string[]): { groups: string[][]; short: number[] } {
  const groups: string[][] = [];
  const short: number[] = [];
  lines.forEach((line, i) => {
    const words = wordsOfLine(line);
    if (words.length === 0) return;
    if (new Set(words.map((w) => w.toLowerCase())).size < 2) short.push(i);
    groups.push(words);
  });
  return { groups, short };
}
