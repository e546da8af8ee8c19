// English: the words of the site's pages, the Calculator, the Configuration and expression errors
// (docs/site.md#language). A language's table comes in two parts, this and ./en-figure.js (the words
// of a plot's figure: graph, trace, points of interest, areas, sums, the SVG drawings); a section lives in
// one part. Both sides read the parts: the generator the JSON object after `export default`
// (Sources/PlotSiteGenerator/Language/), the pages the merged table through ./language.js. Texts may hold
// named blanks, `{name}`, filled by `say` (./say.js) and by the generator. de.js has exactly the same
// keys (a test checks).
export default {
  "language": { "code": "en", "name": "English" },
  "number": { "decimal": "." },
  "errors": {
    "empty": "expression is empty",
    "tooLong": "expression is longer than {limit} characters",
    "tooDeep": "expression is nested deeper than {limit} levels",
    "unexpectedCharacter": "unexpected character '{character}'{hint}",
    "unexpectedToken": "unexpected {token}",
    "incomplete": "expression is incomplete: {reason}",
    "unknownName": "unknown name '{name}'{hint}",
    "missingParentheses": "'{name}' needs parentheses, as in {name}(x)",
    "missingOperator": "missing operator before '{number}'",
    "badNumber": "number is too large (the largest is about 1.8e308)",
    "misplacedComparison": "'{symbol}' compares only inside braces, as in {x {symbol} 1: 3, x²}",
    "badPiecewise": "a condition needs a comparison such as x < 1",
    "argumentCount": "{name} needs two or more arguments, as in {name}(x, 1)",
    "badRelation": "a relation needs '=' for a curve or '<', '≤', '>', '≥' for a region, as in x² + y² = 4",
    "forms": {
      "notTheVariable": "x is not this curve's variable: use {variable}",
      "unknownFunction": "unknown function '{name}'{hint}",
      "twoPoints": "a number can have only one decimal point",
      "lonePoint": "'.' must be part of a number, as in 0.5",
      "wholeExponent": "the power of ten after 'e' must be a whole number",
      "doubleStar": "unexpected '*' (write x^2 for a power)",
      "emptyParentheses": "nothing inside the parentheses",
      "expectedClose": "expected ')' before {token}",
      "parenthesesCall": "'{name}' needs parentheses: write {call}",
      "parenthesesInverse": "'{name}' needs parentheses: write {inverse} for the inverse function, or {call} for 1/{reciprocal}",
      "parenthesesList": "'{name}' needs parentheses, as in {name}(x, 1)",
      "oneArgument": "{name} takes one argument, as in {name}(x)",
      "emptyBraces": "nothing inside the braces",
      "expectedCloseBrace": "expected '}' before {token}",
      "rightSideOnly": "'{symbol}' compares only inside braces; write only the right side: {right}",
      "missingColon": "a condition needs ':' and a value after it, as in {x < 1: x², 3 − x}",
      "missingValue": "a branch needs a value after ':', as in {x < 1: x², 3 − x}",
      "otherwiseNotLast": "only the last branch may go without a condition, as in {x < 1: x², 3 − x}",
      "restrictionEnds": "a restriction ends what it restricts: write {written}",
      "expectedCloseBar": "expected '|' before {token}"
    },
    "hints": {
      "infinity": " (infinity is not a number here: write a large one, as in 1e6)",
      "derivative": " (for a derivative, name the function in functions, f(x) = …, and write f′(x))",
      "differentialEquation": " (y′ = … is a differential equation: a figure draws its solutions, {\"ode\": \"…\", \"through\": [x₀, y₀]}, and its slope field, {\"slopeField\": \"…\"})",
      "decimalPoint": " (the decimal point is '.')",
      "lowerCase": " (names are lower case: '{lower}')",
      "variable": " (the variable is {variable})",
      "variables": " (the variables are x and y)",
      "logBase10": " (log is base 10 already: write log(x))",
      "logBaseE": " (log is base 10; write ln(x))",
      "logBaseB": " (log is base 10; for base b write ln(x)/ln(b))",
      "logBase": " (log is base 10; write ln(x)/ln({base}))"
    },
    "reasons": {
      "operand": "an operand is missing",
      "rightOperand": "{token} needs a right operand",
      "inside": "'(' needs an expression inside",
      "braces": "'{' needs a condition inside",
      "root": "'√' needs an operand",
      "bar": "'|' needs an expression inside",
      "and": "'and' needs a comparison after it"
    },
    "tokens": {
      "number": "number '{text}'",
      "exponent": "exponent '{text}'",
      "symbol": "'{symbol}'",
      "end": "end of expression"
    },
    "warnings": {
      "ambiguousExponent": "read as {readAs}: write {grouped} or {readAs} to say which you mean"
    }
  },
  "calculator": {
    "back": "Back to the calculator",
    "noEquationTitle": "No equation",
    "noEquation": "There is nothing to plot. Enter an equation with the keys or the keyboard, then press plot.",
    "ok": "OK",
    "notPlotted": "Not plotted: {reason}{where}.",
    "at": " (character {position})",
    "plotted": "Plotted for x from −{xMax} to {xMax}, {sampling}.",
    "adaptive": "adaptive sampling",
    "samples": "{samples} samples",
    "linkIgnored": "Link values not used: {reasons}",
    "linkValue": "{name}: {reason}",
    "xMinNotBelow": "xmin: must be less than xmax ({xMax}), not {xMin}.",
    "yMinNotBelow": "ymin, ymax: ymin must be less than ymax, not {yMin} and {yMax}.",
    "xRangeTooFine": "xmin: the x-range {from} … {to} cannot be drawn in double precision.",
    "yRangeTooFine": "ymax: the y-range {from} … {to} cannot be drawn in double precision."
  },
  "configuration": {
    "success": "Configuration Set Successfully",
    "notStored": "Could not store the configuration: this browser does not allow storage here.",
    "readAs": "“{typed}” was read as {value}.",
    "notNumber": "“{typed}” is not a number.",
    "tooLarge": "“{typed}” is beyond the largest number.",
    "xMaxRange": "greater than 0 and at most {max}",
    "xMaxEmpty": "Enter X-Max: a number {range}.",
    "xMaxNotNumber": "“{typed}” is not a number. Enter X-Max {range}.",
    "xMaxOutOfRange": "X-Max must be {range}, not {typed}.",
    "samplesRange": "a whole number from {min} to {max}, or auto",
    "samplesEmpty": "Enter the number of samples: {range}.",
    "samplesComma": "Write the number of samples without a comma (“{typed}”): {range}.",
    "samplesNotNumber": "“{typed}” is not a number. Enter {range}.",
    "samplesOutOfRange": "The number of samples must be from {min} to {max}, not {typed}.",
    "samplesNotWhole": "The number of samples must be a whole number, not {typed}."
  },
  "site": {
    "defaultTitle": "PlotSite gallery",
    "skip": "Skip to content",
    "sections": "Sections"
  },
  "tabs": { "featured": "Featured", "calculator": "Calculator", "configuration": "Configuration" },
  "featured": {
    "title": "Featured",
    "heading": "Featured plots",
    "more": "More plots",
    "instructions": [
      "Tap a plot to open it.",
      "Drag sideways or with two fingers to pan; pinch or scroll to zoom.",
      "Double-tap to move the origin there; Reset view brings the figure back."
    ]
  },
  "calculatorPage": {
    "title": "Calculator",
    "summary": "Type or tap an expression and plot it.",
    "heading": "Graphing calculator",
    "expression": "Expression",
    "keypad": "Keypad",
    "graph": "Graph of the plotted expression",
    "nothingPlotted": "Nothing plotted yet",
    "noscript": "The calculator needs JavaScript. The {link} work without it.",
    "noscriptLink": "featured plots"
  },
  "configurationPage": {
    "title": "Configuration",
    "summary": "Set X-Max and the number of samples the Calculator plots with.",
    "heading": "Plot Configuration",
    "xMax": "X-Max",
    "xMaxHint": "x runs from −X-Max to X-Max. More than 0, at most {max}.",
    "samples": "# of Samples",
    "samplesHint": "{min} to {max}, or auto (every pixel).",
    "set": "Set",
    "noscript": "Saving the configuration needs JavaScript."
  },
  "offline": {
    "title": "Offline",
    "heading": "You are offline",
    "text": "This page is not saved on this device for offline use.",
    "back": "Back to the gallery",
    "notKept": "Not saved for offline use"
  },
  "notFound": {
    "title": "Page not found",
    "summary": "There is no page at this address.",
    "text": "There is no page at this address. The plots are on the {link} page.",
    "link": "Featured"
  },
  "embed": {
    "openFullPage": "Open the full page",
    "newTab": "(opens in a new tab)",
    "copy": "Copy embed code",
    "code": "Embed code",
    "codeHint": "For an HTML block of a course page (Moodle, Canvas, …).",
    "copied": "Copied",
    "selected": "Selected: copy it with Ctrl+C or ⌘C",
    "controls": "Controls"
  },
  "keys": {
    "clear": "clear",
    "back": "delete last character",
    "open": "open parenthesis",
    "close": "close parenthesis",
    "divide": "divide",
    "sine": "sine",
    "cosine": "cosine",
    "tangent": "tangent",
    "ln": "natural logarithm",
    "multiply": "multiply",
    "sqrt": "square root",
    "minus": "minus",
    "pow": "to the power of",
    "plus": "plus",
    "pi": "pi",
    "decimal": "decimal point",
    "neg": "change sign",
    "plot": "plot",
    "plotSymbol": "plot",
    "e": "e, Euler's number",
    "abs": "absolute value",
    "log": "logarithm base 10"
  }
};
