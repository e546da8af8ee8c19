import Foundation

/// The exact places of points of interest (docs/sampling.md#exact-numbers): where the answer is a simple
/// number — a piecewise boundary, an integer, a fraction with a denominator up to 12, a multiple of π/12 —
/// and the function is as good there, a located root, extremum or crossing is moved onto it, and a hole's
/// limit is that number. A kink's minimum found at 9.8e−06 is at 0; the hole of x·sin(1/x) is (0, 0).
/// The same candidates, order and tests as Public/js/reading/simple-numbers.js.
///
/// ```swift
/// let numbers = SimpleNumbers(reach: 1e-4, candidates: [])
/// numbers.root(9.765625e-06) { $0 < 0 ? -$0 : $0 * $0 }   // 0: f(0) = 0 is no worse than f there
/// ```
struct SimpleNumbers {
    /// How far a located point may move, relative to the grid's step: well beyond an extremum's error at a
    /// kink (the difference step, 1/1024 of it), well within the spacing of roots the grid separates.
    static let reachFraction = 1.0 / 64
    /// Fractions p/q with q up to this are simple (1/2, 2/3, 5/12).
    static let largestDenominator = 12
    /// Multiples of π/this are simple (π/6, π/4, π/2, 2π).
    static let piParts = 12.0
    /// A hole's limit is read from both sides at this fraction of the grid's step and 7 halvings of it.
    static let limitReachFraction = 0x1p-20
    static let limitReaches = 8

    /// The farthest a located x moves.
    let reach: Double
    /// The functions whose zeros are the curve's piecewise boundaries (``SampledFunction/candidateFunctions``).
    let candidates: [any SampledFunction]

    /// The simple numbers within ``reach`` of x, nearest first (on a tie: a boundary, an integer, the
    /// fractions by denominator, a multiple of π/12), each once.
    func near(_ x: Double) -> [Double] {
        guard x.isFinite else { return [] }
        var found = boundaries(near: x) + Self.simple(near: x)
        found = found.filter { Swift.abs($0 - x) <= reach }
        var unique: [Double] = []
        for s in found where !unique.contains(s) { unique.append(s) }
        // Sorted by distance, ties in the order found (an explicit index: Swift's sort is not stable).
        return unique.enumerated().sorted { a, b in
            let (da, db) = (Swift.abs(a.element - x), Swift.abs(b.element - x))
            return da != db ? da < db : a.offset < b.offset
        }.map(\.element)
    }

    /// A root located at x: the nearest simple number s where |f(s)| ≤ |f(x)|, else x.
    func root(_ x: Double, of f: (Double) -> Double) -> Double {
        let value = Swift.abs(f(x))
        return near(x).first { s in Swift.abs(f(s)) <= value } ?? x
    }

    /// An extremum located at (x, y): the nearest simple number s where f(s) is at least as high (a
    /// maximum) or as low (a minimum) and differs from y by at most `change` (a lone value there is no
    /// extremum of the curve), with f(s); else (x, y).
    func extremum(_ x: Double, _ y: Double, isMaximum: Bool, change: Double, of f: (Double) -> Double) -> (x: Double, y: Double) {
        for s in near(x) {
            let value = f(s)
            guard value.isFinite, Swift.abs(value - y) <= change, isMaximum ? value >= y : value <= y else { continue }
            return (s, value)
        }
        return (x, y)
    }

    /// A hole's limit at x, where the sampler's open dot is at `dot` (read within `dotTolerance`): f read
    /// from both sides at ``limitReaches`` reaches from `step` × ``limitReachFraction`` down; the simple
    /// number nearest their middle where it lies within their spread (the limit's error) and within
    /// `dotTolerance` of the dot, else `dot`. (Close to the hole f may lose its digits to cancellation,
    /// (1 − cos x)/x²: the dot, read farther out, vouches for the value.)
    static func limit(at x: Double, dot: Double, dotTolerance: Double, step: Double, of f: (Double) -> Double) -> Double {
        var values: [Double] = []
        var reach = step * limitReachFraction
        for _ in 0..<limitReaches {
            for y in [f(x - reach), f(x + reach)] where y.isFinite { values.append(y) }
            reach /= 2
        }
        guard let low = values.min(), let high = values.max() else { return dot }
        let middle = low + (high - low) / 2
        let error = Swift.max(high - low, 16 * Double.ulpOfOne * Swift.abs(middle))
        let nearest = simple(near: middle).enumerated().min { a, b in
            let (da, db) = (Swift.abs(a.element - middle), Swift.abs(b.element - middle))
            return da != db ? da < db : a.offset < b.offset
        }?.element
        guard let nearest, Swift.abs(nearest - middle) <= error, Swift.abs(nearest - dot) <= dotTolerance else { return dot }
        return nearest
    }

    /// The integers, fractions and multiples of π/12 either side of x, in that order.
    static func simple(near x: Double) -> [Double] {
        guard x.isFinite else { return [] }
        var found: [Double] = []
        for q in 1...largestDenominator {
            let k = (x * Double(q)).rounded(.down)
            found += [k / Double(q), (k + 1) / Double(q)]
        }
        let k = (x * piParts / Double.pi).rounded(.down)
        found += [k * Double.pi / piParts, (k + 1) * Double.pi / piParts]
        return found.filter(\.isFinite)
    }

    /// The zeros of the candidate functions within ``reach`` of x, each to the last bit.
    private func boundaries(near x: Double) -> [Double] {
        let (left, right) = (x - reach, x + reach)
        return candidates.compactMap { g in
            let (gl, gr) = (g.evaluate(at: left), g.evaluate(at: right))
            if gl == 0 { return left }
            if gr == 0 { return right }
            guard (gl < 0 && gr > 0) || (gl > 0 && gr < 0) else { return nil }
            return EndpointSearch.zero(of: g, between: left, gl < 0 ? -1 : 1, and: right)
        }
    }
}
