// German: the words of the site's pages, the Calculator, the Configuration and expression errors
// (docs/site.md#language). A language's table comes in two parts, this and ./de-figure.js (the words
// of a plot's figure: graph, trace, points of interest, areas, sums, the SVG drawings); a section lives in
// one part. Both sides read the parts: the generator the JSON object after `export default`
// (Sources/PlotSiteGenerator/Language/), the pages the merged table through ./language.js. Texts may hold
// named blanks, `{name}`, filled by `say` (./say.js) and by the generator. en.js has exactly the same
// keys (a test checks).
export default {
  "language": { "code": "de", "name": "Deutsch" },
  "number": { "decimal": "," },
  "errors": {
    "empty": "der Term ist leer",
    "tooLong": "der Term ist länger als {limit} Zeichen",
    "tooDeep": "der Term ist tiefer als {limit} Ebenen verschachtelt",
    "unexpectedCharacter": "unerwartetes Zeichen „{character}“{hint}",
    "unexpectedToken": "unerwartet: {token}",
    "incomplete": "der Term ist unvollständig: {reason}",
    "unknownName": "unbekannter Name „{name}“{hint}",
    "missingParentheses": "„{name}“ braucht Klammern, wie in {name}(x)",
    "missingOperator": "vor „{number}“ fehlt ein Rechenzeichen",
    "badNumber": "die Zahl ist zu groß (die größte ist etwa 1,8e308)",
    "misplacedComparison": "„{symbol}“ vergleicht nur in geschweiften Klammern, wie in {x {symbol} 1: 3; x²}",
    "badPiecewise": "eine Bedingung braucht einen Vergleich wie x < 1",
    "argumentCount": "{name} braucht zwei oder mehr Argumente, wie in {name}(x; 1)",
    "badRelation": "eine Relation braucht „=“ für eine Kurve oder „<“, „≤“, „>“, „≥“ für einen Bereich, wie in x² + y² = 4",
    "forms": {
      "notTheVariable": "x ist nicht die Variable dieser Kurve: schreiben Sie {variable}",
      "unknownFunction": "unbekannte Funktion „{name}“{hint}",
      "twoPoints": "eine Zahl kann nur ein Dezimalkomma haben",
      "lonePoint": "ein Komma muss zu einer Zahl gehören, wie in 0,5",
      "wholeExponent": "die Zehnerpotenz nach „e“ muss eine ganze Zahl sein",
      "doubleStar": "unerwartet: „*“ (für eine Potenz: x^2)",
      "emptyParentheses": "die Klammern sind leer",
      "expectedClose": "„)“ erwartet vor {token}",
      "parenthesesCall": "„{name}“ braucht Klammern: schreiben Sie {call}",
      "parenthesesInverse": "„{name}“ braucht Klammern: schreiben Sie {inverse} für die Umkehrfunktion oder {call} für 1/{reciprocal}",
      "parenthesesList": "„{name}“ braucht Klammern, wie in {name}(x; 1)",
      "oneArgument": "{name} hat nur ein Argument, wie in {name}(x)",
      "emptyBraces": "die geschweiften Klammern sind leer",
      "expectedCloseBrace": "„}“ erwartet vor {token}",
      "rightSideOnly": "„{symbol}“ vergleicht nur in geschweiften Klammern; schreiben Sie nur die rechte Seite: {right}",
      "missingColon": "eine Bedingung braucht „:“ und danach einen Wert, wie in {x < 1: x²; 3 − x}",
      "missingValue": "ein Zweig braucht nach „:“ einen Wert, wie in {x < 1: x²; 3 − x}",
      "otherwiseNotLast": "nur der letzte Zweig darf ohne Bedingung sein, wie in {x < 1: x²; 3 − x}",
      "restrictionEnds": "eine Einschränkung beendet, was sie einschränkt: schreiben Sie {written}",
      "expectedCloseBar": "„|“ erwartet vor {token}"
    },
    "hints": {
      "infinity": " (unendlich ist hier keine Zahl: schreiben Sie eine große, etwa 1e6)",
      "derivative": " (für eine Ableitung benennen Sie die Funktion unter functions, f(x) = …, und schreiben f′(x))",
      "differentialEquation": " (y′ = … ist eine Differentialgleichung: eine Abbildung zeichnet ihre Lösungen, {\"ode\": \"…\", \"through\": [x₀, y₀]}, und ihr Richtungsfeld, {\"slopeField\": \"…\"})",
      "decimalPoint": " (das Dezimaltrennzeichen ist „.“)",
      "lowerCase": " (Namen werden kleingeschrieben: „{lower}“)",
      "variable": " (die Variable heißt {variable})",
      "variables": " (die Variablen heißen x und y)",
      "logBase10": " (log ist schon der Zehnerlogarithmus: also log(x))",
      "logBaseE": " (log ist der Zehnerlogarithmus; stattdessen ln(x))",
      "logBaseB": " (log ist der Zehnerlogarithmus; für die Basis b: ln(x)/ln(b))",
      "logBase": " (log ist der Zehnerlogarithmus; stattdessen ln(x)/ln({base}))"
    },
    "reasons": {
      "operand": "ein Operand fehlt",
      "rightOperand": "nach {token} fehlt ein Operand",
      "inside": "in „(“ fehlt ein Term",
      "braces": "in „{“ fehlt eine Bedingung",
      "root": "nach „√“ fehlt ein Operand",
      "bar": "in „|“ fehlt ein Term",
      "and": "nach „and“ fehlt ein Vergleich"
    },
    "tokens": {
      "number": "Zahl „{text}“",
      "exponent": "Exponent „{text}“",
      "symbol": "„{symbol}“",
      "end": "Ende des Terms"
    },
    "warnings": {
      "ambiguousExponent": "gelesen als {readAs}: schreiben Sie {grouped} oder {readAs}, je nachdem, was gemeint ist"
    }
  },
  "calculator": {
    "back": "Zurück zum Rechner",
    "noEquationTitle": "Keine Gleichung",
    "noEquation": "Es gibt nichts zu zeichnen. Geben Sie zuerst mit den Tasten oder der Tastatur eine Gleichung ein.",
    "ok": "OK",
    "notPlotted": "Nicht gezeichnet: {reason}{where}.",
    "at": " (Zeichen {position})",
    "plotted": "Gezeichnet für x von −{xMax} bis {xMax}, {sampling}.",
    "adaptive": "adaptive Abtastung",
    "samples": "{samples} Stützstellen",
    "linkIgnored": "Nicht übernommene Werte des Links: {reasons}",
    "linkValue": "{name}: {reason}",
    "xMinNotBelow": "xmin: muss kleiner als xmax ({xMax}) sein, nicht {xMin}.",
    "yMinNotBelow": "ymin, ymax: ymin muss kleiner als ymax sein, nicht {yMin} und {yMax}.",
    "xRangeTooFine": "xmin: der x-Bereich {from} … {to} lässt sich mit doppelter Genauigkeit nicht zeichnen.",
    "yRangeTooFine": "ymax: der y-Bereich {from} … {to} lässt sich mit doppelter Genauigkeit nicht zeichnen."
  },
  "configuration": {
    "success": "Einstellungen gespeichert",
    "notStored": "Die Einstellungen konnten nicht gespeichert werden: Dieser Browser erlaubt hier keine Speicherung.",
    "readAs": "„{typed}“ wurde als {value} gelesen.",
    "notNumber": "„{typed}“ ist keine Zahl.",
    "tooLarge": "„{typed}“ ist größer als die größte Zahl.",
    "xMaxRange": "größer als 0 und höchstens {max}",
    "xMaxEmpty": "Geben Sie X-Max ein: eine Zahl {range}.",
    "xMaxNotNumber": "„{typed}“ ist keine Zahl. Geben Sie für X-Max eine Zahl {range} ein.",
    "xMaxOutOfRange": "X-Max muss {range} sein, nicht {typed}.",
    "samplesRange": "eine ganze Zahl von {min} bis {max} oder auto",
    "samplesEmpty": "Geben Sie die Anzahl der Stützstellen ein: {range}.",
    "samplesComma": "Schreiben Sie die Anzahl der Stützstellen ohne Komma („{typed}“): {range}.",
    "samplesNotNumber": "„{typed}“ ist keine Zahl. Geben Sie {range} ein.",
    "samplesOutOfRange": "Die Anzahl der Stützstellen muss zwischen {min} und {max} liegen, nicht {typed}.",
    "samplesNotWhole": "Die Anzahl der Stützstellen muss eine ganze Zahl sein, nicht {typed}."
  },
  "site": {
    "defaultTitle": "PlotSite-Galerie",
    "skip": "Zum Inhalt springen",
    "sections": "Bereiche"
  },
  "tabs": { "featured": "Galerie", "calculator": "Rechner", "configuration": "Einstellungen" },
  "featured": {
    "title": "Galerie",
    "heading": "Ausgewählte Graphen",
    "more": "Weitere Graphen",
    "instructions": [
      "Tippen Sie auf einen Graphen, um ihn zu öffnen.",
      "Zur Seite oder mit zwei Fingern ziehen verschiebt; mit zwei Fingern oder dem Mausrad zoomen.",
      "Doppeltippen legt den Ursprung dorthin; „Ansicht zurücksetzen“ holt die Abbildung zurück."
    ]
  },
  "calculatorPage": {
    "title": "Rechner",
    "summary": "Einen Term eintippen oder eingeben und zeichnen.",
    "heading": "Grafikrechner",
    "expression": "Term",
    "keypad": "Tastenfeld",
    "graph": "Graph des gezeichneten Terms",
    "nothingPlotted": "Noch nichts gezeichnet",
    "noscript": "Der Rechner braucht JavaScript. Die {link} funktionieren auch ohne.",
    "noscriptLink": "ausgewählten Graphen"
  },
  "configurationPage": {
    "title": "Einstellungen",
    "summary": "X-Max und die Anzahl der Stützstellen für den Rechner festlegen.",
    "heading": "Einstellungen des Rechners",
    "xMax": "X-Max",
    "xMaxHint": "x läuft von −X-Max bis X-Max. Größer als 0, höchstens {max}.",
    "samples": "Anzahl der Stützstellen",
    "samplesHint": "{min} bis {max} oder auto (jedes Pixel).",
    "set": "Übernehmen",
    "noscript": "Zum Speichern der Einstellungen wird JavaScript benötigt."
  },
  "offline": {
    "title": "Offline",
    "heading": "Sie sind offline",
    "text": "Diese Seite ist auf diesem Gerät nicht für die Offline-Nutzung gespeichert.",
    "back": "Zurück zur Galerie",
    "notKept": "Nicht offline gespeichert"
  },
  "notFound": {
    "title": "Seite nicht gefunden",
    "summary": "Unter dieser Adresse gibt es keine Seite.",
    "text": "Unter dieser Adresse gibt es keine Seite. Die Graphen stehen in der {link}.",
    "link": "Galerie"
  },
  "embed": {
    "openFullPage": "Ganze Seite öffnen",
    "newTab": "(öffnet in einem neuen Tab)",
    "copy": "Einbettungscode kopieren",
    "code": "Einbettungscode",
    "codeHint": "Für einen HTML-Block einer Kursseite (Moodle, Canvas, …).",
    "copied": "Kopiert",
    "selected": "Markiert: mit Strg+C oder ⌘C kopieren",
    "controls": "Steuerung"
  },
  "keys": {
    "clear": "löschen",
    "back": "letztes Zeichen löschen",
    "open": "Klammer auf",
    "close": "Klammer zu",
    "divide": "geteilt durch",
    "sine": "Sinus",
    "cosine": "Kosinus",
    "tangent": "Tangens",
    "ln": "natürlicher Logarithmus",
    "multiply": "mal",
    "sqrt": "Quadratwurzel",
    "minus": "minus",
    "pow": "hoch",
    "plus": "plus",
    "pi": "Pi",
    "decimal": "Dezimalkomma",
    "neg": "Vorzeichen wechseln",
    "plot": "zeichnen",
    "plotSymbol": "Graph",
    "e": "e, Eulersche Zahl",
    "abs": "Betrag",
    "log": "Zehnerlogarithmus"
  }
};
