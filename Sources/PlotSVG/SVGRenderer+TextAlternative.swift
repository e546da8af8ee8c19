import PlotCore

// MARK: - The text alternative (`<desc>`)

extension SVGRenderer {
    /// What the graph shows, for screen readers: the curves (with their labels, colours and styles when
    /// there are several), the window, then one short sentence each for areas, points and lines.
    ///
    /// One plain curve reads as it always has: "Graph of y = ln(x) for x from 0 to 10, y shown from −6 to 6."
    /// A figure: "Graph of 2 curves for x from −3 to 3, y shown from −4 to 4: f(x): y = x³/3 − x (blue, solid);
    /// f′(x): y = x² − 1 (orange, dashed). Shaded: the area under f(x) from −1 to 1."
    public func textAlternative(_ plot: PlotDrawing) -> String {
        let v = plot.viewport
        let window = "for x from \(Ticks.endLabel(v.xMin)) to \(Ticks.endLabel(v.xMax)), "
            + "y shown from \(Ticks.endLabel(v.yMin)) to \(Ticks.endLabel(v.yMax))"
        var text: String
        if plot.curves.count <= 1 {
            let curve = plot.curves.first.map { Self.phrase(for: $0, showsColor: false) } ?? "y = \(plot.description)"
            text = "Graph of \(curve) \(window)."
        } else {
            let curves = plot.curves.map { Self.phrase(for: $0, showsColor: true) }
            text = "Graph of \(plot.curves.count) curves \(window): \(curves.joined(separator: "; "))."
        }
        if !plot.areas.isEmpty {
            text += " Shaded: " + plot.areas.map { Self.phrase(for: $0.area, curves: plot.curves) }.joined(separator: "; ") + "."
        }
        if !plot.points.isEmpty {
            text += (plot.points.count == 1 ? " Marked point: " : " Marked points: ")
                + plot.points.map(Self.phrase(for:)).joined(separator: "; ") + "."
        }
        if !plot.lines.isEmpty {
            text += (plot.lines.count == 1 ? " Reference line: " : " Reference lines: ")
                + plot.lines.map(Self.phrase(for:)).joined(separator: "; ") + "."
        }
        return text
    }

    /// "f′(x): y = x² − 1 (orange, dashed, only for x from 1 to 3)"; a lone solid curve needs no
    /// parenthesis at all ("y = ln(x)").
    private static func phrase(for curve: PlotDrawing.Curve, showsColor: Bool) -> String {
        var details: [String] = []
        if showsColor { details.append(curveColorName(at: curve.colorIndex)) }
        if showsColor || curve.style != .solid { details.append(curve.style.rawValue) }
        switch (curve.from, curve.to) {
        case let (from?, to?): details.append("only for x from \(number(from)) to \(number(to))")
        case let (from?, nil): details.append("only for x ≥ \(number(from))")
        case let (nil, to?): details.append("only for x ≤ \(number(to))")
        case (nil, nil): break
        }
        let name = name(of: curve)
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }

    /// "f′(x): y = x² − 1"; the label alone where it states the equation already ("f(x) = x³/3 − x").
    private static func name(of curve: PlotDrawing.Curve) -> String {
        let equation = "y = \(curve.expression)"
        guard let label = curve.label else { return equation }
        return squeezed(label).contains(squeezed(curve.expression)) ? label : "\(label): \(equation)"
    }

    /// Text without spaces and with true minus signs, to tell whether a label repeats an equation.
    private static func squeezed(_ text: String) -> String {
        String(DecimalText.withMinusSigns(text).filter { !$0.isWhitespace })
    }

    /// "the area under f(x) from −1 to 1", "the area between f(x) and g(x) from 1 to 2".
    private static func phrase(for area: FigureArea, curves: [PlotDrawing.Curve]) -> String {
        func name(_ index: Int) -> String {
            guard curves.indices.contains(index) else { return "curve \(index + 1)" }
            let curve = curves[index]
            return curve.label ?? "y = \(curve.expression)"
        }
        let range = "from \(area.fromDescription ?? number(area.from)) to \(area.toDescription ?? number(area.to))"
        switch area.bounds {
        case .under(let i): return "the area under \(name(i)) \(range)"
        case .between(let i, let j): return "the area between \(name(i)) and \(name(j)) \(range)"
        }
    }

    /// "(2, 0.666667) labelled (2, 2/3)".
    private static func phrase(for point: MarkedPoint) -> String {
        let place = "(\(number(point.x)), \(number(point.y)))"
        return point.label.map { "\(place) labelled \($0)" } ?? place
    }

    /// "x = 1.5708 (asymptote, dotted)".
    private static func phrase(for line: ReferenceLine) -> String {
        let equation = switch line.position {
        case .vertical(let x): "x = \(number(x))"
        case .horizontal(let y): "y = \(number(y))"
        }
        // A label that only repeats the equation ("x = 1") is not read twice.
        let label = line.label.flatMap { squeezed($0) == squeezed(equation) ? nil : $0 }
        let details = label.map { "\($0), \(line.style.rawValue)" } ?? line.style.rawValue
        return "\(equation) (\(details))"
    }

    /// Six significant digits and a true minus sign, as the page's tables write numbers.
    private static func number(_ value: Double) -> String {
        let text = DecimalText.significant(value, digits: 6)
        return DecimalText.withMinusSigns(text == "-0" ? "0" : text)
    }
}
