/**
 * Corrects one misread character of a Chinese name against the market's vocabulary (words in live product
 * names). PP-OCRv4 misreads some Traditional characters as look-alikes (餅 → 鮮, 貝 → 具, 烏 → 鳥); when exactly one
 * word of the vocabulary has the same length and differs in exactly one position, that word is taken, and the
 * change is said in `sources`. Names shorter than 3 characters are left as read: with two characters a correct
 * reading not yet in the market (豉油) is one character away from too many words (牛油); so are names with
 * several candidates.
 */
export function correctChinese(read: string, vocabulary: Set<string>): string | null {
  if (read.length < 3 || read.length > 6 || vocabulary.has(read)) return null;
  let found: string | null = null;
  for (const word of vocabulary) {
    if (word.length !== read.length) continue;
    let diff = 0;
    for (let i = 0; i < word.length && diff < 2; i += 1) if (word[i] !== read[i]) diff += 1;
    if (diff !== 1) continue;
    if (found && found !== word) return null; // ambiguous
    found = word;
  }
  return found;
}
