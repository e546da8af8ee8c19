// Braces: piecewise functions `{x < 1: x², 3 − x}`, restrictions `x² {0 ≤ x ≤ 2}`, and their conditions.
// Port of Sources/PlotCore/Expression/Parser+Braces.swift: functions of the parser (./parser.js).
//
// A `{` after a sum whose group holds no `:` or `,` at its top level is a restriction of that whole sum
// (`x + 1 {x > 0}` restricts x + 1) and ends it; any other `{` is a piecewise function, a primary that
// may be an implicit factor (`2{x < 0: −1, 1}`). Braces count one level of nesting, as parentheses do.

import { ExpressionError } from './errors.js';
import { expectedClose, unexpected } from './parser-messages.js';

/**
 * The indices of the `{` tokens that open a restriction: no `:` or `,` at their top level (inside them,
 * but not inside a parenthesis or a brace within them). Unclosed ones count too, so that `x {x > 0`
 * reads as a restriction that lacks its `}`.
 * @param {{kind: string}[]} tokens
 * @returns {Set<number>}
 */
export function restrictionBraces(tokens) {
  // The brackets open at each token: a `{` as {brace: its index, isList}; a `(` as null.
  const open = [];
  const restrictions = new Set();
  tokens.forEach(({ kind }, index) => {
    if (kind === 'leftParenthesis') {
      open.push(null);
    } else if (kind === 'rightParenthesis') {
      if (open.length > 0 && open[open.length - 1] === null) open.pop();
    } else if (kind === 'leftBrace') {
      open.push({ brace: index, isList: false });
    } else if (kind === 'rightBrace') {
      while (open.length > 0) {
        const last = open.pop();
        if (last === null) continue;
        if (!last.isList) restrictions.add(last.brace);
        break;
      }
    } else if ((kind === 'colon' || kind === 'comma') && open.length > 0 && open[open.length - 1] !== null) {
      open[open.length - 1].isList = true;
    }
  });
  for (const brace of open) if (brace !== null && !brace.isList) restrictions.add(brace.brace);
  return restrictions;
}

/**
 * Runs `body` one brace deeper (comparisons may stand there, and a `|` never closes a bar opened outside) and one
 * level of nesting deeper.
 */
function insideBraces(parser, open, body) {
  return parser.nested(open.offset, () => {
    const enclosingBars = parser.barDepth;
    [parser.braceDepth, parser.barDepth] = [parser.braceDepth + 1, 0];
    const result = body();
    [parser.braceDepth, parser.barDepth] = [parser.braceDepth - 1, enclosingBars];
    return result;
  });
}

/**
 * restriction := '{' condition '}'  — after the sum `value` (its tokens from `start`), which it restricts.
 * @param {import('./parser.js').Parser} parser
 */
export function parseRestriction(parser, value, start) {
  const open = parser.advance();
  if (parser.current.kind === 'rightBrace') throw emptyBracesError(parser);
  const condition = insideBraces(parser, open, () => {
    const first = parser.current;
    const operand = parser.parseSum();
    if (parser.current.kind !== 'comparison') throw conditionWithoutComparison(first.offset);
    const chain = parseChain(parser, operand);
    if (parser.current.kind !== 'rightBrace') throw expectedClose(parser, '}', parser.current);
    return chain;
  });
  parser.advance();
  if (continuesSum(parser)) throw restrictionEndsError(parser, start);
  return { type: 'piecewise', branches: [{ condition, value }] };
}

/**
 * piecewise := '{' branch (',' branch)* '}'  — branch := condition ':' sum, or a last sum alone (otherwise).
 * @param {import('./parser.js').Parser} parser
 */
export function parsePiecewise(parser) {
  const open = parser.advance();
  if (parser.current.kind === 'rightBrace') throw emptyBracesError(parser);
  const branches = insideBraces(parser, open, () => {
    const list = parseBranches(parser);
    if (parser.current.kind !== 'rightBrace') throw expectedClose(parser, '}', parser.current);
    return list;
  });
  parser.advance();
  return { type: 'piecewise', branches };
}

const EXAMPLE = '{x < 1: x², 3 − x}';

function parseBranches(parser) {
  const branches = [];
  for (;;) {
    const first = parser.current;
    const operand = parser.parseSum();
    if (parser.current.kind !== 'comparison') {
      // No comparison: the otherwise value, which must come last, after at least one condition.
      if (parser.current.kind === 'comma') {
        throw new ExpressionError('badPiecewise', first.offset, `only the last branch may go without a condition, as in ${EXAMPLE}`,
          { form: 'otherwiseNotLast' });
      }
      if (parser.current.kind === 'colon' || branches.length === 0) throw conditionWithoutComparison(first.offset);
      branches.push({ condition: null, value: operand });
      return branches;
    }
    const condition = parseChain(parser, operand);
    if (parser.current.kind !== 'colon') {
      // Only a relation joins comparisons with `and`.
      if (parser.current.kind === 'and') throw unexpected(parser, parser.current);
      throw new ExpressionError('badPiecewise', parser.current.offset, `a condition needs ':' and a value after it, as in ${EXAMPLE}`,
        { form: 'missingColon' });
    }
    parser.advance();
    if (['comma', 'rightBrace', 'end'].includes(parser.current.kind)) {
      throw new ExpressionError('badPiecewise', parser.current.offset, `a branch needs a value after ':', as in ${EXAMPLE}`,
        { form: 'missingValue' });
    }
    branches.push({ condition, value: parser.parseSum() });
    if (parser.current.kind !== 'comma') return branches;
    parser.advance();
  }
}

/** condition := sum (comparison sum)+  — `first` already read, a comparison next: `-1 ≤ x < 2`. */
export function parseChain(parser, first) {
  const operands = [first];
  const comparisons = [];
  while (parser.current.kind === 'comparison') {
    comparisons.push(parser.advance().comparison);
    operands.push(parser.parseSum());
  }
  return { operands, comparisons };
}

function emptyBracesError(parser) {
  return new ExpressionError('unexpectedToken', parser.current.offset, 'nothing inside the braces', { form: 'emptyBraces' });
}

function conditionWithoutComparison(offset) {
  return new ExpressionError('badPiecewise', offset, 'a condition needs a comparison such as x < 1');
}

const CONTINUES_SUM = new Set(['plus', 'minus', 'times', 'divide', 'power', 'superscript', 'number', 'leftBrace']);

/** Whether the current token would go on with the sum a restriction ends: an operator, or the start of a factor. */
function continuesSum(parser) {
  return CONTINUES_SUM.has(parser.current.kind) || parser.startsImplicitFactor();
}

/**
 * `x² {x > 0} + 1`, at the `+`: the restriction ends its sum; the message shows the parentheses that say
 * what was meant, `(x² {x > 0}) + 1`, quoting the source from the restricted sum's `start` to the end of
 * what follows in its sum (or to the end of the source, where that does not read).
 */
function restrictionEndsError(parser, start) {
  const { tokens, source, index } = parser;
  const follower = parser.current;
  const resume = { index, depth: parser.depth, braceDepth: parser.braceDepth, barDepth: parser.barDepth,
    lastClosedGroupStart: parser.lastClosedGroupStart };
  let end;
  try {
    readRestOfSum(parser);
    end = parser.index;
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    end = tokens.length - 1;
  } finally {
    Object.assign(parser, resume);
  }
  const closing = tokens[index - 1].offset + 1;
  const last = end > index ? tokens[end - 1].offset + tokens[end - 1].length : follower.offset;
  const written = `(${source.slice(tokens[start].offset, closing).join('')})${source.slice(closing, Math.max(closing, last)).join('')}`;
  return new ExpressionError('badPiecewise', follower.offset, `a restriction ends what it restricts: write ${written}`,
    { form: 'restrictionEnds', written });
}

/** Reads on as if the restriction before the cursor were a factor: the rest of its product, then of its sum. */
function readRestOfSum(parser) {
  for (;;) {
    const { kind } = parser.current;
    if (kind === 'times' || kind === 'divide' || kind === 'power') {
      parser.advance();
      parser.parseUnary();
    } else if (kind === 'superscript' || kind === 'number') {
      parser.advance();
    } else if (kind === 'leftBrace' || parser.startsImplicitFactor()) {
      parser.parsePower();
    } else {
      while (parser.current.kind === 'plus' || parser.current.kind === 'minus') {
        parser.advance();
        parser.parseProduct();
      }
      return;
    }
  }
}
