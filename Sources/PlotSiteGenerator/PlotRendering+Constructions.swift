import PlotCore

/// How the page names a tangent or secant (docs/manifest.md#tangents-and-secants) and the points it marks.
extension PlotRendering {
    /// The figure with its tangents and secants labelled by their names: what the page's script is given.
    var labelledFigure: Figure {
        var labelled = figure
        for i in labelled.curves.indices where labelled.curves[i].construction != nil { labelled.curves[i].label = curveName(i) }
        return labelled
    }

    /// "tangent at x = 2: y = 9x − 16", "tangent at x = 0: x = 0" (vertical), "secant from x = 1 to x = 2: slope 3", in
    /// the site's language.
    static func constructionName(_ construction: CurveConstruction, _ words: Words) -> String {
        // The manifest reader refused a construction without a line at the declared values.
        let equation = construction.line.equation ?? ""
        let text = { (number: FigureNumber) in words.localNumber(readable(number.value)) }
        switch (construction.kind, construction.line) {
        case (.tangent(let at), .vertical(let x0, _)):
            return words("constructions.tangentVertical", ["at": text(at), "x": words.localNumber(readable(x0))])
        case (.tangent(let at), _):
            return words("constructions.tangent", ["at": text(at), "equation": words.localNumber(equation)])
        case (.secant(let from, let to), .line(_, _, let slope, _)):
            return words("constructions.secant", ["from": text(from), "to": text(to), "slope": words.localNumber(readable(slope))])
        case (.secant(let from, let to), _):
            return words("constructions.samePoint", ["from": text(from), "to": text(to)])
        }
    }

    /// "tangent at x = a", "secant from x = 1 to x = 1 + h": a construction whose numbers follow the
    /// sliders, in those numbers; nil for one whose numbers are constants.
    static func followingName(_ construction: CurveConstruction, _ words: Words) -> String? {
        let text = { (number: FigureNumber) in words.localNumber(number.description ?? readable(number.value)) }
        switch construction.kind {
        case .tangent(let at):
            return at.usedParameters.isEmpty ? nil : words("constructions.tangentAt", ["at": text(at)])
        case .secant(let from, let to):
            guard !(from.usedParameters + to.usedParameters).isEmpty else { return nil }
            return words("constructions.secantFromTo", ["from": text(from), "to": text(to)])
        }
    }

    /// The points the figure's tangents and secants mark on their curves, at the declared values.
    static func constructionPoints(_ figure: Figure) -> [MarkedPoint] {
        figure.curves.compactMap(\.construction).flatMap { construction in
            construction.line.points.map { MarkedPoint(x: $0.x, y: $0.y) }
        }
    }
}
