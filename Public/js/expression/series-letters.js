// The letters a source names as the index of a sum or product, as Swift's Lexer+Series.swift finds them:
// one letter right after `sum(`, `prod(`, `Σ(`, `∑(` or `∏(` (spaces allowed), then `=`. The lexer reads
// such a letter as an index wherever no longer name, parameter or named function starts; the parser
// checks where it stands (./series-syntax.js).

const SERIES_SIGNS = new Set(['Σ', '∑', '∏']);
const SERIES_WORDS = ['sum', 'prod'];
const WHITE_SPACE = /^\p{White_Space}$/u;
const isLetter = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

/**
 * @param {string[]} characters the source's code points
 * @returns {Set<string>}
 */
export function indexLetters(characters) {
  const letters = new Set();
  const skipSpace = (i) => {
    while (i < characters.length && WHITE_SPACE.test(characters[i])) i += 1;
    return i;
  };
  for (let start = 0; start < characters.length; start += 1) {
    let i;
    if (SERIES_SIGNS.has(characters[start])) {
      i = start + 1;
    } else {
      const word = SERIES_WORDS.find((name) => characters.slice(start, start + name.length).join('') === name);
      if (word === undefined) continue;
      i = start + word.length;
    }
    i = skipSpace(i);
    if (characters[i] !== '(') continue;
    i = skipSpace(i + 1);
    if (i >= characters.length || !isLetter(characters[i])) continue;
    const letter = characters[i];
    i += 1;
    if (i < characters.length && isLetter(characters[i])) continue;
    i = skipSpace(i);
    if (characters[i] === '=') letters.add(letter);
  }
  return letters;
}
