import PlotCore

// MARK: - The text alternative (`<desc>`)

extension SVGRenderer {
    /// What the graph shows, for screen readers: the curves (with their labels, colours and styles when
    /// there are several), the window, the axes' titles ("x-axis: time (s)."), then one short sentence each
    /// for areas, points and lines, and for the closed and the open endpoint dots.
    ///
    /// One plain curve reads as it always has: "Graph of y = ln(x) for x from 0 to 10, y shown from −6 to 6."
    /// A figure: "Graph of 2 curves for x from −3 to 3, y shown from −4 to 4: f(x): y = x³/3 − x (blue, solid);
    /// f′(x): y = x² − 1 (orange, dashed). Shaded: the area under f(x) from −1 to 1."
    public func textAlternative(_ plot: PlotDrawing) -> String {
        let v = plot.viewport
        let words = plot.words
        let window = words.say("window", ["xMin": words.number(Ticks.endLabel(v.xMin)), "xMax": words.number(Ticks.endLabel(v.xMax)),
                                          "yMin": words.number(Ticks.endLabel(v.yMin)), "yMax": words.number(Ticks.endLabel(v.yMax))])
        var text: String
        if plot.curves.count <= 1 {
            let curve = plot.curves.first.map { Self.phrase(for: $0, showsColor: false, words) } ?? "y = \(plot.description)"
            text = words.say("graphOf", ["curve": curve, "window": window])
        } else {
            let curves = plot.curves.map { Self.phrase(for: $0, showsColor: true, words) }
            text = words.say("graphOfCurves", ["count": String(plot.curves.count), "window": window, "curves": curves.joined(separator: "; ")])
        }
        // The axes' titles, as written (words, not numbers in the language's decimals).
        if let title = plot.axes.xTitle { text += " " + words.say("xAxis", ["title": title]) }
        if let title = plot.axes.yTitle { text += " " + words.say("yAxis", ["title": title]) }
        if !plot.areas.isEmpty {
            text += " " + words.say("shaded", ["areas": plot.areas.map { Self.phrase(for: $0.area, curves: plot.curves, words) }.joined(separator: "; ")])
        }
        if !plot.points.isEmpty {
            text += " " + words.say(plot.points.count == 1 ? "markedPoint" : "markedPoints",
                                    ["points": plot.points.map { Self.phrase(for: $0, words) }.joined(separator: "; ")])
        }
        if !plot.lines.isEmpty {
            text += " " + words.say(plot.lines.count == 1 ? "referenceLine" : "referenceLines",
                                    ["lines": plot.lines.map { Self.phrase(for: $0, words) }.joined(separator: "; ")])
        }
        // Pixels of relations no proof decided: counted, never guessed.
        let undecided = plot.curves.reduce(0) { $0 + ($1.implicit?.undecided.count ?? 0) }
        if undecided > 0 { text += " " + words.say("undecided", ["count": String(undecided)]) }
        // The endpoint dots in the frame, as the drawing has them: which points the curves hold, which they leave out.
        // A sequence's dots are its terms, which its phrase reads already; an Euler polygon's are its steps, which it counts.
        let dots = plot.curves.filter { $0.sequence == nil && $0.euler == nil }.flatMap(\.endpoints).filter { v.xMin <= $0.x && $0.x <= v.xMax && v.yMin <= $0.y && $0.y <= v.yMax }
        for (isOpen, key) in [(false, "closedDots"), (true, "openDots")] {
            let places = dots.filter { $0.isOpen == isOpen }.map { Self.place($0.x, $0.y, words) }
            if !places.isEmpty { text += " " + words.say(key, ["points": places.joined(separator: "; ")]) }
        }
        return text
    }

    /// "f′(x): y = x² − 1 (orange, dashed, only for x from 1 to 3)"; a lone solid curve needs no
    /// parenthesis at all ("y = ln(x)").
    private static func phrase(for curve: PlotDrawing.Curve, showsColor: Bool, _ words: SVGWords) -> String {
        // A field is drawn in the muted colour, whatever its place in the palette.
        if curve.field != nil { return name(of: curve, words) }
        var details: [String] = []
        if showsColor { details.append(words.say("colors." + curveColorName(at: curve.colorIndex))) }
        let style = curveStyleName(curve.style, index: curve.colorIndex)
        if showsColor || style != LineStyle.solid.rawValue { details.append(words.say("styles." + style)) }
        switch (curve.from, curve.to) {
        case let (from?, to?): details.append(words.say("onlyFromTo", ["from": number(from, words), "to": number(to, words)]))
        case let (from?, nil): details.append(words.say("onlyFrom", ["from": number(from, words)]))
        case let (nil, to?): details.append(words.say("onlyTo", ["to": number(to, words)]))
        case (nil, nil): break
        }
        let name = name(of: curve, words)
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }

    /// "f′(x): y = x² − 1"; the label alone where it states the equation already ("f(x) = x³/3 − x").
    private static func name(of curve: PlotDrawing.Curve, _ words: SVGWords) -> String {
        if let sequence = curve.sequence { return phrase(for: sequence, label: curve.label, words) }
        // A parametric or polar curve by its equations: "x = cos(t), y = sin(t) with 0 ≤ t ≤ 2π".
        // A field by what it is: "Slope field of dy/dx = x − y", after its label where it has one of its own.
        if let field = curve.field {
            let phrase = fieldPhrase(field, curve.expression, words)
            guard let label = curve.label, squeezed(label) != squeezed(curve.expression) else { return phrase }
            return "\(label): \(phrase)"
        }
        if let phrase = curve.ode ?? curve.euler {
            guard let label = curve.label, !squeezed(label).contains(squeezed(curve.expression)) else { return phrase }
            return "\(label): \(phrase)"
        }
        let equation = curve.implicit.map { $0.isRegion ? words.say("region", ["relation": $0.relation]) : $0.relation }
            ?? curve.parametric.map { words.say("parametric", ["equations": $0.equations, "range": $0.range]) } ?? "y = \(curve.expression)"
        guard let label = curve.label, curve.parametric == nil || label != curve.expression else { return equation }
        return squeezed(label).contains(squeezed(curve.expression)) ? label : "\(label): \(equation)"
    }

    /// How many terms (and partial sums) of a sequence its phrase reads before "…".
    static let sequenceTermsRead = 5

    /// "the sequence aₙ = (1 + 1/n)ⁿ for n from 1 to 30: its first terms 2, 2.25, 2.37037, 2.44141, 2.48832, … drawn as
    /// dots, its limit 2.71828 as a dashed line" (with "its partial sums Sₙ 2, … as rings" where they are drawn).
    private static func phrase(for sequence: (curve: SequenceCurve, terms: SequenceTerms), label: String?, _ words: SVGWords) -> String {
        let (curve, terms) = sequence
        // German separates numbers with decimal commas by semicolons.
        let separator = words.decimalSeparator == "," ? "; " : ", "
        let listed = { (values: [Double]) -> String in
            let read = values.prefix(sequenceTermsRead).map { $0.isFinite ? number($0, words) : words.say("undefined") }
            return (read + (values.count > sequenceTermsRead ? ["…"] : [])).joined(separator: separator)
        }
        let equation = curve.description
        let name = label.map { squeezed($0).contains(squeezed(equation)) || squeezed($0).hasPrefix("aₙ=") ? $0 : "\($0): \(equation)" } ?? equation
        var parts = [words.say("sequence", ["name": name, "first": String(curve.first), "last": String(curve.last), "terms": listed(terms.terms)])]
        if curve.partialSums { parts.append(words.say("sequenceSums", ["sums": listed(terms.partialSums)])) }
        if let limit = curve.limit { parts.append(words.say("sequenceLimit", ["limit": number(limit, words)])) }
        return parts.joined(separator: ", ")
    }

    /// Text without spaces and with true minus signs, to tell whether a label repeats an equation.
    private static func squeezed(_ text: String) -> String {
        String(DecimalText.withMinusSigns(text).filter { !$0.isWhitespace })
    }

    /// "the area under f(x) from −1 to 1", "the area between f(x) and g(x) from 1 to 2".
    private static func phrase(for area: FigureArea, curves: [PlotDrawing.Curve], _ words: SVGWords) -> String {
        func name(_ index: Int) -> String {
            guard curves.indices.contains(index) else { return words.say("curve", ["number": String(index + 1)]) }
            let curve = curves[index]
            return curve.label ?? "y = \(curve.expression)"
        }
        let range = words.say("range", ["from": area.fromDescription ?? number(area.from, words),
                                        "to": area.toDescription ?? number(area.to, words)])
        switch area.bounds {
        case .under(let i): return words.say("areaUnder", ["curve": name(i), "range": range])
        case .between(let i, let j): return words.say("areaBetween", ["first": name(i), "second": name(j), "range": range])
        }
    }

    /// "(2, 0.666667) labelled (2, 2/3)".
    private static func phrase(for point: MarkedPoint, _ words: SVGWords) -> String {
        let place = place(point.x, point.y, words)
        return point.label.map { words.say("labelled", ["place": place, "label": $0]) } ?? place
    }

    /// "(2, 0.666667)".
    private static func place(_ x: Double, _ y: Double, _ words: SVGWords) -> String {
        // German writes a point (x; y): its decimal commas would blur a comma between the coordinates.
        let between = words.decimalSeparator == "," ? "; " : ", "
        return "(\(number(x, words))\(between)\(number(y, words)))"
    }

    /// "x = 1.5708 (asymptote, dotted)".
    private static func phrase(for line: ReferenceLine, _ words: SVGWords) -> String {
        let equation = switch line.position {
        case .vertical(let x): "x = \(number(x, words))"
        case .horizontal(let y): "y = \(number(y, words))"
        }
        // A label that only repeats the equation ("x = 1") is not read twice.
        let label = line.label.flatMap { squeezed($0) == squeezed(equation) ? nil : $0 }
        let style = words.say("styles." + line.style.rawValue)
        let details = label.map { "\($0), \(style)" } ?? style
        return "\(equation) (\(details))"
    }

    /// Six significant digits and a true minus sign, as the page's tables write numbers.
    static func number(_ value: Double, _ words: SVGWords) -> String {
        let text = DecimalText.significant(value, digits: 6)
        return words.number(DecimalText.withMinusSigns(text == "-0" ? "0" : text))
    }
}
