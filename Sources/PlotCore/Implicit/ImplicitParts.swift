/// A relation as the certified drawing evaluates it (docs/sampling.md#certified-drawing): for each comparison, the
/// difference D = left − right compiled for interval evaluation, and its comparison with 0. An equation is one `=`;
/// a region holds where every comparison does.
struct ImplicitParts: Sendable {
    let differences: [IntervalFunction]
    /// Each difference's partial derivatives in x and y (nil where a derivative would be too large).
    let gradients: [(x: IntervalFunction, y: IntervalFunction)?]
    let comparisons: [Comparison]
    /// Whether the relation is an equation, drawn as a curve.
    let isCurve: Bool

    init(_ relation: Relation, parameters: [Character: Double]) {
        let trees = relation.comparisons.map { link in
            ExpressionNode.sum([.init(isSubtracted: false, node: link.left), .init(isSubtracted: true, node: link.right)])
        }
        differences = trees.map { IntervalFunction($0, parameters: parameters) }
        gradients = trees.map { tree in
            guard let size = TreeBuilding.size(of: tree, limit: Differentiation.maximumSize),
                  let dx = ImplicitParts.derivative(of: tree, within: 4 * size + 32),
                  let dy = ImplicitParts.derivative(of: tree.swappingCoordinates(), within: 4 * size + 32) else { return nil }
            return (IntervalFunction(dx, parameters: parameters), IntervalFunction(dy.swappingCoordinates(), parameters: parameters))
        }
        comparisons = relation.comparisons.map(\.comparison)
        isCurve = comparisons == [.equal]
    }

    /// The derivative in x of a tree, or nil where it has more than `limit` nodes: the mean value form is worth its
    /// cost only where the derivatives are about as small as the function.
    private static func derivative(of tree: ExpressionNode, within limit: Int) -> ExpressionNode? {
        let slope = Differentiation.derivative(of: tree)
        return TreeBuilding.size(of: slope, limit: limit) == nil ? nil : slope
    }
}

extension ExpressionNode {
    /// The tree with x and y (the parameter ``Relation/y``) exchanged: its derivative in x is the first's in y.
    func swappingCoordinates() -> ExpressionNode {
        replacingLeaves { leaf in
            if leaf == .variable { return .parameter(Relation.y) }
            return leaf == .parameter(Relation.y) ? .variable : leaf
        }
    }
}
