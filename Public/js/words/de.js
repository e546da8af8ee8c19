// German: every word the site writes (docs/site.md#language). One table per language, shared by both sides:
// the generator reads the JSON object after `export default` (Sources/PlotSiteGenerator/Language/),
// the pages import it through ./language.js. Texts may hold named blanks, `{name}`, filled by
// `say` (./say.js) and by the generator. en.js has exactly the same keys (a test checks).
export default {
  "language": {
    "code": "de",
    "name": "Deutsch"
  },
  "number": {
    "decimal": ","
  },
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
      "restrictionEnds": "eine Einschränkung beendet, was sie einschränkt: schreiben Sie {written}"
    },
    "hints": {
      "absoluteValue": " (für den Betrag: abs(x))",
      "decimalPoint": " (das Dezimaltrennzeichen ist „.“)",
      "lowerCase": " (Namen werden kleingeschrieben: „{lower}“)",
      "variable": " (die Variable heißt {variable})",
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
      "root": "nach „√“ fehlt ein Operand"
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
  "graph": {
    "controls": "Steuerung des Graphen",
    "resetView": "Ansicht zurücksetzen",
    "rememberedView": "Die Ansicht, wie Sie sie verlassen haben; „Ansicht zurücksetzen“ zeigt wieder die Abbildung.",
    "twoFingers": "Verschieben Sie den Graphen mit zwei Fingern",
    "fullScreen": "Vollbild",
    "stats": "Werte im sichtbaren Bereich",
    "png": "PNG herunterladen",
    "listen": "Anhören",
    "stopListening": "Anhören beenden",
    "undefined": "nicht definiert"
  },
  "stats": {
    "title": "Sichtbarer Bereich",
    "minY": "kleinstes y",
    "maxY": "größtes y",
    "curveY": "y {from} bis {to}",
    "notInView": "nicht im Bild",
    "at": "{y} (bei x = {x})",
    "atLeftEdge": "{y} (am linken Rand)",
    "atRightEdge": "{y} (am rechten Rand)",
    "near": "etwa {y} (nahe x = {x})",
    "aboveView": "über dem Bild",
    "belowView": "unter dem Bild"
  },
  "trace": {
    "ended": "Ablesen beendet",
    "reading": "x = {x}; y = {y}",
    "readingUndefined": "x = {x}; y nicht definiert",
    "named": "{curve}: {reading}",
    "label": "({x}; {y})",
    "labelPoint": "{kind} ({x}; {y})",
    "pointOf": "{kind} von {curve} ({x}; {y})",
    "crossAt": "{first} und {second} schneiden sich bei ({x}; {y})",
    "withParameter": "{variable} = {t}: {reading}"
  },
  "listen": {
    "playing": "Wiedergabe: {curve}",
    "nothing": "Keine Kurve im Bild zum Anhören",
    "stopped": "Wiedergabe angehalten",
    "finished": "Wiedergabe beendet"
  },
  "parameters": {
    "play": "Abspielen",
    "pause": "Anhalten",
    "step": "Schritt"
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
  "range": {
    "xFrom": "x von {from} bis {to}",
    "fromTo": "{from} bis {to}"
  },
  "poi": {
    "heading": "Besondere Punkte",
    "root": "Nullstelle",
    "yIntercept": "y-Achsenabschnitt",
    "minimum": "Minimum",
    "maximum": "Maximum",
    "intersection": "Schnittpunkt",
    "at": "Bei",
    "point": "{kind} ({x}; {y})",
    "cross": "{first} und {second} schneiden sich",
    "jumpKind": "Sprung",
    "holeKind": "Lücke",
    "jump": "Sprung bei x = {x}: von {from} auf {to}, der Wert {value}",
    "jumpUndefined": "Sprung bei x = {x}: von {from} auf {to}, dort nicht definiert",
    "hole": "Lücke bei ({x}; {y})",
    "holeValue": "Lücke bei ({x}; {y}); f({x}) = {value}",
    "inList": {
      "root": "Nullstelle",
      "yIntercept": "y-Achsenabschnitt",
      "minimum": "Minimum",
      "maximum": "Maximum",
      "intersection": "Schnittpunkt"
    },
    "more": "und {count} weitere",
    "unlisted": "{count} weitere nicht aufgeführt: zum Anzeigen hineinzoomen",
    "none": "Keine in diesem Bereich."
  },
  "list": {
    "and": "{first} und {last}"
  },
  "site": {
    "defaultTitle": "PlotSite-Galerie",
    "skip": "Zum Inhalt springen",
    "sections": "Bereiche"
  },
  "tabs": {
    "featured": "Galerie",
    "calculator": "Rechner",
    "configuration": "Einstellungen"
  },
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
  "plot": {
    "back": "Zurück",
    "graph": "Interaktiver Graph von {name}",
    "download": "SVG herunterladen",
    "parameters": "Parameter",
    "exactly": "{name} genau",
    "curves": "Kurven",
    "areas": "Flächen",
    "openInCalculator": "Im Rechner öffnen",
    "print": "Drucken",
    "xFrom": "x von",
    "yShown": "y sichtbar",
    "samples": "Stützstellen",
    "notes": "Anmerkungen",
    "table": "Wertetabelle",
    "tableCaption": "Werte von {name}",
    "otherPlots": "Weitere Graphen",
    "firstCurve": "Der Rechner zeichnet eine Kurve: die erste dieser Abbildung, {name}.",
    "firstCurveWith": "Der Rechner zeichnet eine Kurve: die erste dieser Abbildung, {name}, mit {values}.",
    "oneCurve": "Der Rechner zeichnet eine Kurve dieser Abbildung: {name}.",
    "oneCurveWith": "Der Rechner zeichnet eine Kurve dieser Abbildung: {name}, mit {values}.",
    "noSliders": "Der Rechner hat keine Schieberegler: Er zeichnet diese Kurve mit {values}.",
    "drawnFor": "Gezeichnet für {values}.",
    "forValues": "{text} (für {values})",
    "drawnForValues": "{text} (gezeichnet für {values})"
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
  "areas": {
    "under": "Fläche unter {curve} {range}",
    "between": "Fläche zwischen {first} und {second} {range}",
    "range": "von {from} bis {to}"
  },
  "constructions": {
    "tangent": "Tangente bei x = {at}: y = {equation}",
    "tangentVertical": "Tangente bei x = {at}: x = {x}",
    "secant": "Sekante von x = {from} bis x = {to}: Steigung {slope}",
    "tangentAt": "Tangente bei x = {at}",
    "secantFromTo": "Sekante von x = {from} bis x = {to}",
    "noDerivative": "keine Tangente bei x = {at}: die Kurve hat dort keine Ableitung",
    "tangentUndefined": "keine Tangente bei x = {at}: die Kurve ist dort nicht definiert",
    "tangentOutside": "keine Tangente bei x = {at}: außerhalb des x-Bereichs",
    "samePoint": "keine Sekante von x = {from} bis x = {to}: die beiden Punkte fallen zusammen",
    "secantUndefined": "keine Sekante von x = {from} bis x = {to}: die Kurve ist bei x = {x} nicht definiert",
    "secantOutside": "keine Sekante von x = {from} bis x = {to}: außerhalb des x-Bereichs"
  },
  "sums": {
    "heading": "Riemann-Summen",
    "left": "Linkssumme",
    "right": "Rechtssumme",
    "midpoint": "Mittelpunktsumme",
    "trapezoid": "Trapezsumme",
    "lower": "Untersumme",
    "upper": "Obersumme",
    "leftSymbol": "L",
    "rightSymbol": "R",
    "midpointSymbol": "M",
    "trapezoidSymbol": "T",
    "lowerSymbol": "U",
    "upperSymbol": "O",
    "text": "{rule} von {curve} von {from} bis {to}, n = {n}",
    "statement": "{symbol} = {sum} · ∫ = {integral} · Differenz {difference}",
    "noIntegral": "{symbol} = {sum} · ∫ nicht definiert",
    "undefined": "nicht definiert (die Kurve ist bei x = {x} nicht definiert)",
    "badN": "keine Summe: n muss eine ganze Zahl von 1 bis 1000 sein, nicht {n}",
    "badRange": "keine Summe: from ({from}) muss kleiner als to ({to}) sein",
    "outside": "keine Summe: from und to müssen in {from} … {to} liegen"
  },
  "areaReasons": {
    "badInterval": "das Intervall {from} … {to} ist nicht endlich und aufsteigend",
    "pole": "eine Polstelle bei x ≈ {x}",
    "overflow": "zu groß zum Berechnen nahe x ≈ {x}",
    "diverges": "konvergiert nicht",
    "undefinedAt": "nicht definiert bei x = {x}",
    "undefinedBetween": "nicht definiert für {low} < x < {high}",
    "undefinedBelow": "nicht definiert für x < {x}",
    "undefinedAbove": "nicht definiert für x > {x}",
    "tooLargeAt": "zu groß zum Berechnen bei x = {x}",
    "tooLargeBetween": "zu groß zum Berechnen für {low} < x < {high}",
    "tooLargeBelow": "zu groß zum Berechnen für x < {x}",
    "tooLargeAbove": "zu groß zum Berechnen für x > {x}"
  },
  "summary": {
    "theFunction": "Die Funktion",
    "theCurve": "Die Kurve",
    "nowhere": "{name} ist in diesem Bereich nirgends definiert.",
    "pieces": "{name} zerfällt in {count} Stücke (an Polstellen, Sprüngen oder wo sie nicht definiert ist).",
    "extremes": "Tiefster sichtbarer Punkt: y = {lowY} bei x = {lowX}; höchster: y = {highY} bei x = {highX}.",
    "curveExtremes": "{name}: tiefster sichtbarer Punkt: y = {lowY} bei x = {lowX}; höchster: y = {highY} bei x = {highX}.",
    "area": "{text}: {value}."
  },
  "svg": {
    "graphOf": "Graph von {curve} {window}.",
    "graphOfCurves": "Graph von {count} Kurven {window}: {curves}.",
    "window": "für x von {xMin} bis {xMax}, y sichtbar von {yMin} bis {yMax}",
    "xAxis": "x-Achse: {title}.",
    "yAxis": "y-Achse: {title}.",
    "shaded": "Schattiert: {areas}.",
    "markedPoint": "Markierter Punkt: {points}.",
    "markedPoints": "Markierte Punkte: {points}.",
    "referenceLine": "Hilfslinie: {lines}.",
    "referenceLines": "Hilfslinien: {lines}.",
    "closedDots": "Gefüllte Punkte, die zur Kurve gehören: {points}.",
    "openDots": "Offene Punkte, die nicht zur Kurve gehören: {points}.",
    "onlyFromTo": "nur für x von {from} bis {to}",
    "onlyFrom": "nur für x ≥ {from}",
    "onlyTo": "nur für x ≤ {to}",
    "parametric": "{equations} mit {range}",
    "areaUnder": "die Fläche unter {curve} {range}",
    "areaBetween": "die Fläche zwischen {first} und {second} {range}",
    "range": "von {from} bis {to}",
    "curve": "Kurve {number}",
    "labelled": "{place} mit der Beschriftung {label}",
    "colors": {
      "blue": "blau",
      "orange": "orange",
      "teal": "blaugrün",
      "purple": "violett",
      "black": "schwarz",
      "olive": "oliv",
      "cyan": "cyan",
      "pink": "pink"
    },
    "styles": {
      "solid": "durchgezogen",
      "dashed": "gestrichelt",
      "dotted": "gepunktet"
    }
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
