import PlotCore

/// The figure as the page's script reads it, from the graph's `data-figure` attribute: each curve's
/// expression source (the script compiles it with its own copy of the language), its restriction,
/// style, name and endpoint dots (`true`, `false` or `["closed","open"]`), and the areas, points and lines with every number resolved. Numbers are written
/// so that they read back to the same doubles; the template escapes the text for the attribute.
/// `pointsOfInterest` says whether the page marks and lists them (the manifest's `pointsOfInterest`).
/// A parametric or polar curve has `x`, `y` and `t`, or `r` and `theta`, instead of `expression`, `from` and `to`
/// (and `"endpoints": false` where its jumps in t get no dots). An implicit curve or a region has `relation`
/// (`"x^2 + y^2 = 4"`) instead, a slope field `slopeField` (`"x - y"`), a vector field `vectorField` (`["-y","x"]`) and
/// the solution of a differential equation `ode` (`"x - y"`) and `through` (`[0,"a"]`, numbers or expressions in sliders),
/// and Euler's polygon `euler` (`{"of": "x - y", "through": [0,1], "h": "h", "to": 2}`).
/// A tangent's or secant's curve has `construct`: `{"kind": "tangent", "of": 0, "at": 2}` or `{"kind": "secant",
/// "of": 0, "from": 1, "to": "1 + h"}`, its expression the line at the declared values and its label its name.
/// `sums` (only where the figure has any) are its Riemann sums, `of` a curve's index, each of `from`, `to`
/// and `n` a number or, where it uses the parameters, the expression (`"1 + h"`) the script evaluates;
/// `fromText` and `toText` a constant end as written (`2π`), where it was written as an expression. An area's
/// ends, a point's `x` and `y` and a line's `x` or `y` are likewise an expression where they follow the sliders.
/// `liveLabels` (only where some curve's label holds a `{n}`) are the labels as written, by curve, null for the others.
/// `taylors` (only where a Taylor polynomial's degree is a slider) give, for such a curve, its slider and its legend at
/// each degree 0 … the slider's highest (docs/manifest.md#taylor-polynomials).
/// `parameters` are the plot's sliders (docs/manifest.md#parameters): the script compiles every curve with their names
/// and starts from their values; `minText` and `maxText` are the ends as the page shows them.
///
///     {"curves":[{"expression":"a sin(x)","name":"a·sin x"},{"expression":"x","name":"x","to":2.0,"style":"dashed"}],
///      "areas":[{"under":0,"from":0,"to":3.141592653589793}],
///      "parameters":[{"name":"a","value":1.0,"min":0.0,"max":3.0,"step":0.1,"minText":"0","maxText":"3"}]}
///
/// What is usual goes unsaid (the script's figure/figure-data.js fills it in): a curve's null label and ends, its
/// solid line and its dots at jumps; a figure's empty lists and its points of interest shown.
enum FigureData {
    static func json(_ figure: Figure, pointsOfInterest: Bool = true, parameters: [Parameter] = [], liveLabels: [String?] = [],
                     taylorNames: [Int: [String]] = [:]) -> String {
        let curves = figure.curves.map { curve -> String in
            if let path = curve.path { return parametricCurve(path, curve) }
            // A field: the script reads its sides in x and y and lays its grid itself (fields/live-field.js).
            if let field = curve.field {
                let sides: (String, String)
                switch field {
                case .slope(let f): sides = ("slopeField", JSONText.string(f.standaloneSource))
                case .vector(let p, let q): sides = ("vectorField", "[\(JSONText.string(p.standaloneSource)),\(JSONText.string(q.standaloneSource))]")
                }
                return object([sides, ("description", JSONText.string(field.description)), ("name", JSONText.string(curve.name)), ("label", curve.label.map(JSONText.string) ?? "null"),
                               ("style", JSONText.string(curve.style.rawValue))])
            }
            // A solution: the script integrates it again for every frame (fields/live-solution.js).
            if let ode = curve.ode {
                return object([("ode", JSONText.string(ode.rightSide.standaloneSource)), ("through", list([number(ode.x0), number(ode.y0)])),
                               ("description", JSONText.string(ode.rightSide.description)), ("point", JSONText.string(ode.pointText)),
                               ("name", JSONText.string(curve.name)), ("label", curve.label.map(JSONText.string) ?? "null"),
                               ("style", JSONText.string(curve.style.rawValue))])
            }
            // Euler's polygon: the script computes it again when a slider moves (fields/live-euler.js).
            if let euler = curve.euler {
                let method = object([("of", JSONText.string(euler.rightSide.standaloneSource)), ("through", list([number(euler.x0), number(euler.y0)])),
                                     ("h", number(euler.step)), ("to", number(euler.to))])
                return object([("euler", method), ("description", JSONText.string(euler.rightSide.description)),
                               ("point", JSONText.string(euler.pointText)), ("name", JSONText.string(curve.name)),
                               ("label", curve.label.map(JSONText.string) ?? "null"), ("style", JSONText.string(curve.style.rawValue))])
            }
            // An implicit curve or a region: the script reads it with its own copy of the relations and draws it pixel by pixel.
            // A sequence: the script computes its terms (figure/sequence-terms.js) and draws them as dots.
            if let sequence = curve.sequence {
                return object([("sequence", JSONText.string(sequence.expression.standaloneSource)),
                               ("n", "[\(sequence.first),\(sequence.last)]"), ("partialSums", sequence.partialSums ? "true" : "false"),
                               ("name", JSONText.string(curve.name)), ("label", curve.label.map(JSONText.string) ?? "null"),
                               ("style", JSONText.string(curve.style.rawValue))])
            }
            if let relation = curve.relation {
                return object([("relation", JSONText.string(relation.standaloneSource)), ("name", JSONText.string(curve.name)),
                               ("label", curve.label.map(JSONText.string) ?? "null"), ("style", JSONText.string(curve.style.rawValue))])
            }
            // What is usual goes unsaid, and the script (figure/figure-data.js) takes it as the default: no label,
            // no restriction, a solid line, the dots at jumps and none at the ends. A one-curve page stays light.
            return object([("expression", JSONText.string(curve.expression.standaloneSource)), ("name", JSONText.string(curve.name))]
                   + (curve.label.map { [("label", JSONText.string($0))] } ?? [])
                   + (curve.from.map { [("from", JSONText.number($0))] } ?? [])
                   + (curve.to.map { [("to", JSONText.number($0))] } ?? [])
                   + (curve.style == .solid ? [] : [("style", JSONText.string(curve.style.rawValue))])
                   + (curve.endpoints == .jumps ? [] : [("endpoints", endpoints(curve.endpoints))])
                   + (curve.construction.map { [("construct", construct($0))] } ?? []))
        }
        let areas = figure.areas.map { area in
            let bounds: (String, String)
            switch area.bounds {
            case .under(let i): bounds = ("under", String(i))
            case .between(let i, let j): bounds = ("between", "[\(i),\(j)]")
            }
            return object([bounds, ("from", number(area.from, area.fromSource)), ("to", number(area.to, area.toSource))])
        }
        let points = figure.points.map { point in
            object([("x", number(point.x, point.xSource)), ("y", number(point.y, point.ySource)),
                    ("label", point.label.map(JSONText.string) ?? "null")])
        }
        let lines = figure.lines.map { line in
            let position: (String, String)
            switch line.position {
            case .vertical(let x): position = ("x", number(x, line.source))
            case .horizontal(let y): position = ("y", number(y, line.source))
            }
            return object([position, ("label", line.label.map(JSONText.string) ?? "null"),
                           ("style", JSONText.string(line.style.rawValue))])
        }
        let sliders = parameters.map { parameter in
            object([("name", JSONText.string(String(parameter.name))), ("value", JSONText.number(parameter.value)),
                    ("min", JSONText.number(parameter.min)), ("max", JSONText.number(parameter.max)),
                    ("step", JSONText.number(parameter.step)),
                    ("minText", JSONText.string(parameter.minText)), ("maxText", JSONText.string(parameter.maxText))])
        }
        // Only a figure with sums says so: a one-curve page stays within its 5 KB.
        let sums = figure.sums.map { sum in
            // A constant end written as an expression (`2π`) is named as written, as the build names it.
            let written = [("fromText", sum.from), ("toText", sum.to)].compactMap { key, end in
                end.source == nil ? end.description.map { (key, JSONText.string($0)) } : nil
            }
            return object([("of", String(sum.curve)), ("rule", JSONText.string(sum.rule.rawValue)),
                           ("from", number(sum.from)), ("to", number(sum.to)), ("n", number(sum.n))] + written)
        }
        // A figure's empty lists and its points of interest shown go unsaid too (figure/figure-data.js).
        let lists = [("areas", areas), ("points", points), ("lines", lines), ("sums", sums)].filter { !$0.1.isEmpty }
        return object([("curves", list(curves))] + lists.map { ($0.0, list($0.1)) }
                      + (pointsOfInterest ? [] : [("pointsOfInterest", "false")])
                      + (sliders.isEmpty ? [] : [("parameters", list(sliders))])
                      // Only a figure whose labels hold a `{n}` says so (docs/manifest.md#live-labels).
                      + (liveLabels.allSatisfy { $0 == nil } ? []
                         : [("liveLabels", list(liveLabels.map { $0.map(JSONText.string) ?? "null" }))])
                      + (taylorNames.isEmpty ? [] : [("taylors", list(taylorNames.keys.sorted().compactMap { i in
                          figure.curves[i].taylor?.slider.map { slider in
                              object([("curve", String(i)), ("slider", JSONText.string(String(slider))),
                                      ("names", list(taylorNames[i]!.map(JSONText.string)))])
                          }
                      }))]))
    }

    /// A parametric curve, `{"x": "cos(t)", "y": "sin(t)", "t": [0, 6.283185307179586], …}`, or a polar one,
    /// `{"r": "1 + cos(θ)", "theta": [0, 6.283185307179586], …}`: the script compiles each expression in its variable.
    private static func parametricCurve(_ path: ParametricPath, _ curve: FigureCurve) -> String {
        let range = "[\(JSONText.number(path.from)),\(JSONText.number(path.to))]"
        let form: [(String, String)]
        switch path.form {
        case .cartesian(let x, let y):
            form = [("x", JSONText.string(x.standaloneSource)), ("y", JSONText.string(y.standaloneSource)), ("t", range)]
        case .polar(let r):
            form = [("r", JSONText.string(r.standaloneSource)), ("theta", range)]
        }
        return object(form + [("name", JSONText.string(curve.name)), ("label", curve.label.map(JSONText.string) ?? "null"),
                              ("style", JSONText.string(curve.style.rawValue))]
                      + (curve.endpoints == .jumps ? [] : [("endpoints", endpoints(curve.endpoints))]))
    }

    /// A tangent or secant: what it is, the curve it is on and its numbers (the script draws its line).
    private static func construct(_ construction: CurveConstruction) -> String {
        switch construction.kind {
        case .tangent(let at):
            object([("kind", "\"tangent\""), ("of", String(construction.of)), ("at", number(at))])
        case .secant(let from, let to):
            object([("kind", "\"secant\""), ("of", String(construction.of)), ("from", number(from)), ("to", number(to))])
        }
    }

    /// A number that may follow the sliders: its value, or the expression in the parameters that the script evaluates.
    private static func number(_ number: FigureNumber) -> String {
        self.number(number.value, number.source)
    }

    private static func number(_ value: Double, _ source: String?) -> String {
        source.map(JSONText.string) ?? JSONText.number(value)
    }

    /// A curve's endpoint dots as the manifest writes them: `true`, `false`, or `[from, to]` where
    /// either end has a dot.
    private static func endpoints(_ dots: CurveEndpoints) -> String {
        guard dots.from != nil || dots.to != nil else { return dots.atJumps ? "true" : "false" }
        let end = { (end: CurveEndpoints.End?) in end.map { JSONText.string($0.rawValue) } ?? "null" }
        return "[\(end(dots.from)),\(end(dots.to))]"
    }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}
