/// The x- and y-intercepts of an implicit curve (docs/sampling.md#certified-drawing): where its equation L = R holds on
/// an axis. On the x-axis that is a root of L − R with y = 0, a function of x; on the y-axis a root of L − R with x = 0,
/// a function of y: both found by the search of ``PointsOfInterest`` (roots to about an ulp, exact numbers kept).
///
/// ```swift
/// let circle = try Relation("x^2 + y^2 = 4")
/// ImplicitIntercepts.find(circle, index: 0, x: (-3, 3), y: (-3, 3))
/// // root (−2, 0), root (2, 0), y-intercept (0, −2), y-intercept (0, 2)
/// ```
public enum ImplicitIntercepts {
    /// Curve `index`'s intercepts: roots (x, 0) with x in `x`, then y-intercepts (0, y) with y in `y`, each sorted.
    /// None for a region.
    public static func find(_ relation: Relation, index: Int, parameters: [Character: Double] = [:],
                            x: (Double, Double), y: (Double, Double), cap: Int = PointsOfInterest.cap) -> [PointOfInterest] {
        guard relation.kind != .region, let link = relation.comparisons.first else { return [] }
        let difference = ExpressionNode.sum([.init(isSubtracted: false, node: link.left), .init(isSubtracted: true, node: link.right)])
        let values = parameters.filter { relation.declaredParameters.contains($0.key) }
        // On the x-axis y is 0; on the y-axis x is 0 and y is the variable.
        let onXAxis = difference.replacingLeaves { leaf in leaf == .parameter(Relation.y) ? .number(0, text: "0") : leaf }
        let onYAxis = difference.replacingLeaves { leaf in
            if leaf == .variable { return .number(0, text: "0") }
            return leaf == .parameter(Relation.y) ? .variable : leaf
        }
        let roots = zeros(of: onXAxis, relation, values, from: x.0, to: x.1, cap: cap)
            .map { PointOfInterest(kind: .root, x: $0, y: 0, curves: [index]) }
        let yIntercepts = zeros(of: onYAxis, relation, values, from: y.0, to: y.1, cap: cap)
            .map { PointOfInterest(kind: .yIntercept, x: 0, y: $0, curves: [index]) }
        return roots + yIntercepts
    }

    /// The roots of `tree` as a function of x on `from … to`, in order.
    private static func zeros(of tree: ExpressionNode, _ relation: Relation, _ values: [Character: Double],
                              from: Double, to: Double, cap: Int) -> [Double] {
        let function = Expression(root: tree, parameters: relation.declaredParameters).compiled(parameters: values)
        return PointsOfInterest.find(in: [RestrictedCurve(function: function)], from: from, to: to, cap: cap)
            .points.filter { $0.kind == .root }.map(\.x)
    }
}

extension PointsOfInterest {
    /// These points with the intercepts of each implicit curve of `relations` (nil for other curves) added in the curve's
    /// place: after the points of the curves before it, before those of the curves after it and the intersections.
    public func adding(interceptsOf relations: [Relation?], parameters: [Character: Double] = [:],
                       x: (Double, Double), y: (Double, Double)) -> PointsOfInterest {
        var result = self
        for (index, relation) in relations.enumerated() {
            guard let relation else { continue }
            let place = result.points.firstIndex { $0.curves.count > 1 || $0.curves[0] > index } ?? result.points.endIndex
            result.points.insert(contentsOf: ImplicitIntercepts.find(relation, index: index, parameters: parameters, x: x, y: y), at: place)
        }
        return result
    }
}
