// What the errors of relations say (docs/language.md#relations), by the code of the word table's language: forms
// ./error-words.js adds to the table's own `errors.forms`, as ./series-words.js does for sums. Blanks as there:
// {symbol}, {other}. The English texts give back the messages of ./relation.js exactly (Tests/JS/words-expressions.test.mjs
// checks).

export default {
  en: {
    relationComparison: "'{symbol}' compares only between the sides of a relation or inside braces",
    equationVariables: "an equation needs x or y, as in x² + y² = 4",
    inequalityVariables: "an inequality needs x or y, as in y < x²",
    andSides: "each side of 'and' needs a comparison, as in y > x² and y < 4",
    mixedRelation: "'{symbol}' and '{other}' cannot be mixed: an equation is a curve, inequalities make a region",
    twoEquals: "an equation has one '=': draw two equations as two curves",
    orRegion: "'or' is not supported: a region is where all of its inequalities hold, joined with 'and'",
  },
  de: {
    relationComparison: "„{symbol}“ vergleicht nur zwischen den Seiten einer Relation oder in geschweiften Klammern",
    equationVariables: "eine Gleichung braucht x oder y, wie in x² + y² = 4",
    inequalityVariables: "eine Ungleichung braucht x oder y, wie in y < x²",
    andSides: "auf beiden Seiten von „and“ steht ein Vergleich, wie in y > x² and y < 4",
    mixedRelation: "„{symbol}“ und „{other}“ lassen sich nicht mischen: eine Gleichung ist eine Kurve, Ungleichungen ergeben einen Bereich",
    twoEquals: "eine Gleichung hat nur ein „=“: zeichnen Sie zwei Gleichungen als zwei Kurven",
    orRegion: "„or“ gibt es nicht: ein Bereich ist, wo alle seine Ungleichungen gelten, verbunden mit „and“",
  },
};
