import PlotCore

/// What a figure draws around its curves: `areas`, `points` and `lines` (JSON only).
extension FigureFieldChecker {
    static let areaKeys = ["under", "between", "from", "to"]
    static let pointKeys = ["x", "y", "label"]
    static let lineKeys = ["x", "y", "label", "style"]

    // MARK: - Areas

    /// The areas; a curve index is checked against `curves` when the curves could be read.
    mutating func areas(_ field: Field, curves: [FigureCurve?]?, xRange: (lower: Double, upper: Double)) -> [FigureArea] {
        guard let elements = list(field, "\(entry).areas", limit: Figure.maximumMarks, noun: "areas",
                                  example: "{\"under\": 0, \"from\": -1, \"to\": 1}") else { return [] }
        return elements.enumerated().compactMap { index, element in
            area(element, "\(entry).areas[\(index)]", curves: curves, xRange: xRange)
        }
    }

    private mutating func area(_ element: JSONValue, _ name: String, curves: [FigureCurve?]?,
                               xRange: (lower: Double, upper: Double)) -> FigureArea? {
        let before = problems.count
        guard let members = members(of: element, name, known: Self.areaKeys,
                                    example: "{\"under\": 0, \"from\": -1, \"to\": 1}") else { return nil }
        var bounds: FigureArea.Bounds?
        switch (members["under"], members["between"]) {
        case (let under?, nil):
            bounds = curveIndex(under, "\(name).under", curves: curves).map { .under($0) }
        case (nil, let between?):
            bounds = self.between(between, "\(name).between", curves: curves)
        case (_?, _?):
            report(element.location, name, "give either \"under\" (one curve) or \"between\" (two curves), not both")
        case (nil, nil):
            report(element.location, name, "needs \"under\" (a curve's index) or \"between\" (two curves' indices, such as [0, 1])")
        }

        // Omitted ends are where the area's curves exist within the plot's x-range, so `{"under": 0}`
        // shades the whole visible curve, and a tangent drawn from 1 to 3 from 1 to 3.
        var from: Double? = xRange.lower, to: Double? = xRange.upper
        if let bounds {
            let shaded: [Int]
            switch bounds {
            case .under(let i): shaded = [i]
            case .between(let i, let j): shaded = [i, j]
            }
            for curve in shaded.compactMap({ curves?[$0] }) {
                if let start = curve.from, let low = from { from = Swift.max(low, start) }
                if let end = curve.to, let high = to { to = Swift.min(high, end) }
            }
        }
        var fromNumber: FigureNumber?, toNumber: FigureNumber?
        if let value = members["from"] {
            fromNumber = parameterNumber(value, "\(name).from")
            from = fromNumber?.value
        }
        if let value = members["to"] {
            toNumber = parameterNumber(value, "\(name).to")
            to = toNumber?.value
        }
        guard let from, let to, problems.count == before, let bounds else { return nil }
        // Shading and a value for a stretch the reader cannot see would mislead: the page would draw
        // part of it and print the integral of all of it.
        for (key, value) in [("from", from), ("to", to)] where value < xRange.lower || value > xRange.upper {
            guard let written = members[key] else { continue }
            report(written.location, "\(name).\(key)", "must lie within the plot's x-range \(Self.text(xRange.lower)) … "
                   + "\(Self.text(xRange.upper)), not \(Self.text(value)) (widen the range with xMin/xMax, or move the end)")
            return nil
        }
        if from >= to {
            if let written = members["from"] {
                let end = members["to"] == nil ? ", the right end of the x-range where the curves exist" : ""
                report(written.location, "\(name).from", "must be less than to (\(Self.text(to))\(end)), not \(Self.text(from))")
            } else if let written = members["to"] {
                report(written.location, "\(name).to",
                       "must be greater than from (\(Self.text(from)), the left end of the x-range where the curves exist), not \(Self.text(to))")
            }
            return nil
        }

        // ∫ f over from … to needs f there: an area may not reach beyond where its curves exist.
        let indices: [Int]
        switch bounds {
        case .under(let i): indices = [i]
        case .between(let i, let j): indices = [i, j]
        }
        for index in indices {
            guard let curve = curves?[index] else { continue }
            let outside: (key: String, what: String, side: String)
            if let start = curve.from, from < start {
                outside = ("from", "starts at \(Self.text(from))", "left")
            } else if let end = curve.to, to > end {
                outside = ("to", "ends at \(Self.text(to))", "right")
            } else {
                continue
            }
            let written = members[outside.key]
            let defaulted = written == nil ? " (the \(outside.side) end of the x-range; give \"\(outside.key)\")" : ""
            let message = "the area \(outside.what)\(defaulted), but curves[\(index)] (\"\(curve.label ?? curve.expression.source)\") "
                + "exists only \(Self.domain(of: curve))"
            if let written { report(written.location, "\(name).\(outside.key)", message) } else { report(element.location, name, message) }
            return nil
        }
        return FigureArea(bounds, from: from, to: to, fromDescription: fromNumber?.description, toDescription: toNumber?.description,
                          fromSource: fromNumber?.source, toSource: toNumber?.source)
    }

    /// The `between` pair: two different curves' indices.
    private mutating func between(_ value: JSONValue, _ subject: String, curves: [FigureCurve?]?) -> FigureArea.Bounds? {
        guard case .array(let pair, _) = value, pair.count == 2 else {
            report(value.location, subject, "must be two curves' indices such as [0, 1], not \(value.typeName)")
            return nil
        }
        let first = curveIndex(pair[0], subject, curves: curves)
        let second = curveIndex(pair[1], subject, curves: curves)
        guard let first, let second else { return nil }
        guard first != second else {
            report(pair[1].location, subject, "names curves[\(first)] twice: give two different curves")
            return nil
        }
        return .between(first, second)
    }

    /// A curve's index (0 is the first), checked against the number of curves when it is known.
    mutating func curveIndex(_ value: JSONValue, _ subject: String, curves: [FigureCurve?]?) -> Int? {
        guard case .number(let number, _, _) = value, number >= 0, let index = Int(exactly: number) else {
            report(value.location, subject, "must be a curve's index (0 for the first curve), not \(Self.shown(value))")
            return nil
        }
        if let count = curves?.count, index >= count {
            let range = count == 1 ? "0 (the plot has one curve)" : "the index of a curve, 0 to \(count - 1)"
            report(value.location, subject, "must be \(range), not \(index)")
            return nil
        }
        if let curve = curves?[index], let kind = curve.relationKindName {
            report(value.location, subject, "names curves[\(index)], the \(kind) \(curve.name): areas, sums, tangents and "
                   + "secants are drawn on curves y = f(x); for a region between curves, write the curves y = f(x) and an area between them")
            return nil
        }
        if let curve = curves?[index], let kind = curve.fieldKindName {
            report(value.location, subject, "names curves[\(index)], the \(kind) \(curve.name): areas, sums, tangents and "
                   + "secants are drawn on curves y = f(x)")
            return nil
        }
        if let curve = curves?[index], let path = curve.path {
            report(value.location, subject, "names curves[\(index)], the \(path.kindName) curve \(curve.name): areas, sums, tangents and "
                   + "secants are drawn on curves y = f(x)")
            return nil
        }
        return index
    }

    /// Where a curve exists, in words: "from 1 to 3", "from 1 on", "up to 3".
    static func domain(of curve: FigureCurve) -> String {
        switch (curve.from, curve.to) {
        case let (from?, to?): return "from \(text(from)) to \(text(to))"
        case let (from?, nil): return "from \(text(from)) on"
        case let (nil, to?): return "up to \(text(to))"
        case (nil, nil): return "everywhere"
        }
    }

    // MARK: - Points and lines

    mutating func points(_ field: Field) -> [MarkedPoint] {
        guard let elements = list(field, "\(entry).points", limit: Figure.maximumPoints, noun: "points",
                                  example: "{\"x\": 2, \"y\": \"2/3\", \"label\": \"(2, 2/3)\"}") else { return [] }
        return elements.enumerated().compactMap { index, element in
            let name = "\(entry).points[\(index)]"
            let before = problems.count
            guard let members = members(of: element, name, known: Self.pointKeys,
                                        example: "{\"x\": 2, \"y\": \"2/3\"}") else { return nil }
            for key in ["x", "y"] where members[key] == nil {
                report(element.location, name, "\"\(key)\" is missing (a point needs x and y)")
            }
            let x = members["x"].flatMap { parameterNumber($0, "\(name).x") }
            let y = members["y"].flatMap { parameterNumber($0, "\(name).y") }
            let label = members["label"].flatMap { self.label($0, "\(name).label") }
            guard problems.count == before, let x, let y else { return nil }
            return MarkedPoint(x: x.value, y: y.value, label: label, xSource: x.source, ySource: y.source)
        }
    }

    mutating func lines(_ field: Field) -> [ReferenceLine] {
        guard let elements = list(field, "\(entry).lines", limit: Figure.maximumMarks, noun: "lines",
                                  example: "{\"x\": \"π/2\", \"label\": \"asymptote\"}") else { return [] }
        return elements.enumerated().compactMap { index, element in
            let name = "\(entry).lines[\(index)]"
            let before = problems.count
            guard let members = members(of: element, name, known: Self.lineKeys,
                                        example: "{\"x\": \"π/2\", \"label\": \"asymptote\"}") else { return nil }
            var position: ReferenceLine.Position?
            var written: FigureNumber?
            switch (members["x"], members["y"]) {
            case (let x?, nil):
                written = parameterNumber(x, "\(name).x")
                position = written.map { .vertical(x: $0.value) }
            case (nil, let y?):
                written = parameterNumber(y, "\(name).y")
                position = written.map { .horizontal(y: $0.value) }
            case (_?, _?): report(element.location, name, "give either \"x\" (a vertical line) or \"y\" (a horizontal line), not both")
            case (nil, nil): report(element.location, name, "needs \"x\" (a vertical line) or \"y\" (a horizontal line)")
            }
            let label = members["label"].flatMap { self.label($0, "\(name).label") }
            let style = members["style"].map { self.style($0, "\(name).style") } ?? .dashed
            guard problems.count == before, let position, let style else { return nil }
            return ReferenceLine(position, label: label, style: style, source: written?.source)
        }
    }
}
