// English: every word the site writes (docs/site.md#language). One table per language, shared by both sides:
// the generator reads the JSON object after `export default` (Sources/PlotSiteGenerator/Language/),
// the pages import it through ./language.js. Texts may hold named blanks, `{name}`, filled by
// `say` (./say.js) and by the generator. de.js has exactly the same keys (a test checks).
export default {
  "language": {
    "code": "en",
    "name": "English"
  },
  "number": {
    "decimal": "."
  },
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
      "restrictionEnds": "a restriction ends what it restricts: write {written}"
    },
    "hints": {
      "absoluteValue": " (use abs(x) for the absolute value)",
      "decimalPoint": " (the decimal point is '.')",
      "lowerCase": " (names are lower case: '{lower}')",
      "variable": " (the variable is {variable})",
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
      "root": "'√' needs an operand"
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
  "graph": {
    "controls": "Graph controls",
    "resetView": "Reset view",
    "rememberedView": "Showing the view you left; Reset view returns to the figure.",
    "twoFingers": "Use two fingers to move the graph",
    "fullScreen": "Full screen",
    "stats": "Visible region statistics",
    "png": "Download PNG",
    "listen": "Listen",
    "stopListening": "Stop listening",
    "undefined": "undefined"
  },
  "stats": {
    "title": "Visible region",
    "minY": "min y",
    "maxY": "max y",
    "curveY": "y {from} to {to}",
    "notInView": "not in view",
    "at": "{y} (at x = {x})",
    "atLeftEdge": "{y} (at the left edge)",
    "atRightEdge": "{y} (at the right edge)",
    "near": "about {y} (near x = {x})",
    "aboveView": "above the view",
    "belowView": "below the view"
  },
  "trace": {
    "ended": "Trace ended",
    "reading": "x = {x}, y = {y}",
    "readingUndefined": "x = {x}, y undefined",
    "named": "{curve}: {reading}",
    "label": "({x}, {y})",
    "labelPoint": "{kind} ({x}, {y})",
    "pointOf": "{kind} of {curve} ({x}, {y})",
    "crossAt": "{first} and {second} cross at ({x}, {y})",
    "withParameter": "{variable} = {t}: {reading}"
  },
  "listen": {
    "playing": "Playing {curve}",
    "nothing": "No curve in view to listen to",
    "stopped": "Stopped listening",
    "finished": "Finished listening"
  },
  "parameters": {
    "play": "Play",
    "pause": "Pause",
    "step": "Step"
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
  "range": {
    "xFrom": "x from {from} to {to}",
    "fromTo": "{from} to {to}"
  },
  "poi": {
    "heading": "Points of interest",
    "root": "Root",
    "yIntercept": "y-intercept",
    "minimum": "Minimum",
    "maximum": "Maximum",
    "intersection": "Intersection",
    "at": "At",
    "point": "{kind} ({x}, {y})",
    "cross": "{first} and {second} cross",
    "jumpKind": "Jump",
    "holeKind": "Hole",
    "jump": "Jump at x = {x}: from {from} to {to}, the value {value}",
    "jumpUndefined": "Jump at x = {x}: from {from} to {to}, undefined there",
    "hole": "Hole at ({x}, {y})",
    "holeValue": "Hole at ({x}, {y}); f({x}) = {value}",
    "inList": {
      "root": "root",
      "yIntercept": "y-intercept",
      "minimum": "minimum",
      "maximum": "maximum",
      "intersection": "intersection"
    },
    "more": "and {count} more",
    "unlisted": "{count} more not listed: zoom in to see them",
    "none": "None in this range."
  },
  "list": {
    "and": "{first} and {last}"
  },
  "site": {
    "defaultTitle": "PlotSite gallery",
    "skip": "Skip to content",
    "sections": "Sections"
  },
  "tabs": {
    "featured": "Featured",
    "calculator": "Calculator",
    "configuration": "Configuration"
  },
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
  "plot": {
    "back": "Back",
    "graph": "Interactive graph of {name}",
    "download": "Download SVG",
    "parameters": "Parameters",
    "exactly": "{name} exactly",
    "curves": "Curves",
    "areas": "Areas",
    "openInCalculator": "Open in Calculator",
    "print": "Print",
    "xFrom": "x from",
    "yShown": "y shown",
    "samples": "Samples",
    "notes": "Notes",
    "table": "Table of values",
    "tableCaption": "Values of {name}",
    "otherPlots": "Other plots",
    "firstCurve": "The Calculator plots one curve: this figure's first, {name}.",
    "firstCurveWith": "The Calculator plots one curve: this figure's first, {name}, with {values}.",
    "oneCurve": "The Calculator plots one curve of this figure: {name}.",
    "oneCurveWith": "The Calculator plots one curve of this figure: {name}, with {values}.",
    "noSliders": "The Calculator has no sliders: it plots this curve with {values}.",
    "drawnFor": "Drawn for {values}.",
    "forValues": "{text} (for {values})",
    "drawnForValues": "{text} (drawn for {values})"
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
  "areas": {
    "under": "Area under {curve} {range}",
    "between": "Area between {first} and {second} {range}",
    "range": "from {from} to {to}"
  },
  "constructions": {
    "tangent": "tangent at x = {at}: y = {equation}",
    "tangentVertical": "tangent at x = {at}: x = {x}",
    "secant": "secant from x = {from} to x = {to}: slope {slope}",
    "tangentAt": "tangent at x = {at}",
    "secantFromTo": "secant from x = {from} to x = {to}",
    "noDerivative": "no tangent at x = {at}: the curve has no derivative there",
    "tangentUndefined": "no tangent at x = {at}: the curve is not defined there",
    "tangentOutside": "no tangent at x = {at}: outside the plot's x-range",
    "samePoint": "no secant from x = {from} to x = {to}: the two points are one",
    "secantUndefined": "no secant from x = {from} to x = {to}: the curve is not defined at x = {x}",
    "secantOutside": "no secant from x = {from} to x = {to}: outside the plot's x-range"
  },
  "sums": {
    "heading": "Riemann sums",
    "left": "Left sum",
    "right": "Right sum",
    "midpoint": "Midpoint sum",
    "trapezoid": "Trapezoid sum",
    "lower": "Lower sum",
    "upper": "Upper sum",
    "leftSymbol": "L",
    "rightSymbol": "R",
    "midpointSymbol": "M",
    "trapezoidSymbol": "T",
    "lowerSymbol": "s",
    "upperSymbol": "S",
    "text": "{rule} of {curve} from {from} to {to}, n = {n}",
    "statement": "{symbol} = {sum} · ∫ = {integral} · difference {difference}",
    "noIntegral": "{symbol} = {sum} · ∫ undefined",
    "undefined": "undefined (the curve is not defined at x = {x})",
    "badN": "no sum: n must be a whole number from 1 to 1000, not {n}",
    "badRange": "no sum: from ({from}) must be less than to ({to})",
    "outside": "no sum: from and to must lie within {from} … {to}"
  },
  "areaReasons": {
    "badInterval": "the interval {from} … {to} is not finite and increasing",
    "pole": "a pole at x ≈ {x}",
    "overflow": "too large to compute near x ≈ {x}",
    "diverges": "does not converge",
    "undefinedAt": "not defined at x = {x}",
    "undefinedBetween": "not defined for {low} < x < {high}",
    "undefinedBelow": "not defined for x < {x}",
    "undefinedAbove": "not defined for x > {x}",
    "tooLargeAt": "too large to compute at x = {x}",
    "tooLargeBetween": "too large to compute for {low} < x < {high}",
    "tooLargeBelow": "too large to compute for x < {x}",
    "tooLargeAbove": "too large to compute for x > {x}"
  },
  "summary": {
    "theFunction": "The function",
    "theCurve": "The curve",
    "nowhere": "{name} is not defined anywhere in this range.",
    "pieces": "{name} breaks into {count} pieces (at poles, jumps or where it is undefined).",
    "extremes": "Lowest point shown: y = {lowY} at x = {lowX}; highest: y = {highY} at x = {highX}.",
    "curveExtremes": "{name}: lowest point shown: y = {lowY} at x = {lowX}; highest: y = {highY} at x = {highX}.",
    "area": "{text}: {value}."
  },
  "svg": {
    "graphOf": "Graph of {curve} {window}.",
    "graphOfCurves": "Graph of {count} curves {window}: {curves}.",
    "window": "for x from {xMin} to {xMax}, y shown from {yMin} to {yMax}",
    "xAxis": "x-axis: {title}.",
    "yAxis": "y-axis: {title}.",
    "shaded": "Shaded: {areas}.",
    "markedPoint": "Marked point: {points}.",
    "markedPoints": "Marked points: {points}.",
    "referenceLine": "Reference line: {lines}.",
    "referenceLines": "Reference lines: {lines}.",
    "closedDots": "Filled dots, points the curve holds: {points}.",
    "openDots": "Open dots, points the curve leaves out: {points}.",
    "onlyFromTo": "only for x from {from} to {to}",
    "onlyFrom": "only for x ≥ {from}",
    "onlyTo": "only for x ≤ {to}",
    "parametric": "{equations} with {range}",
    "areaUnder": "the area under {curve} {range}",
    "areaBetween": "the area between {first} and {second} {range}",
    "range": "from {from} to {to}",
    "curve": "curve {number}",
    "labelled": "{place} labelled {label}",
    "colors": {
      "blue": "blue",
      "orange": "orange",
      "teal": "teal",
      "purple": "purple",
      "black": "black",
      "olive": "olive",
      "cyan": "cyan",
      "pink": "pink"
    },
    "styles": {
      "solid": "solid",
      "dashed": "dashed",
      "dotted": "dotted"
    }
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
