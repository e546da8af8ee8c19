/// Where the fit looks at a plot's sliders (docs/manifest.md#frames): a fitted end holds the figure at every
/// slider position, so the curves are fitted at a grid of values of each parameter they use — `n` evenly
/// spaced values from min to max, on the slider's steps — and at the parameters' own values. `n` is the most
/// (up to 9) that keeps the grid within ``budget`` positions, and at least 2 (the corners of the box of
/// parameters: 16 for 4 sliders, 256 for 8), so that the fit stays cheap: each position costs one fit of
/// each curve.
///
/// ```swift
/// let a = Parameter(name: "a", value: 1, min: 0, max: 3)
/// SliderPositions.positions(of: [a], varying: ["a"]).map { $0["a"]! }   // 1, 0, 0.375, 0.75, …, 3
/// ```
///
/// Interior values matter: `sin(c)·x` with c from 0 to π is largest at c = π/2, a corner-only fit would miss it.
public enum SliderPositions {
    /// The most positions of the grid where it has more than 2 values per parameter: 9 values of one
    /// slider, 5 of each of two, 3 of each of three. Each position is one fit of each curve that uses a
    /// parameter (1 001 values by default), on top of the few tens of thousands a plot's drawings cost.
    public static let budget = 27
    /// The most values per parameter (8 steps of its range).
    static let mostValues = 9

    /// The parameters' own values first, then the grid over the parameters named in `varying` (the others
    /// stay at their values); each position gives every parameter a value.
    public static func positions(of parameters: [Parameter], varying: Set<Character>) -> [[Character: Double]] {
        let own = parameters.values
        let varied = parameters.filter { varying.contains($0.name) }
        guard !varied.isEmpty else { return [own] }
        let count = valuesPerParameter(varied.count)
        var positions = [own]
        var grid: [[Character: Double]] = [own]
        for parameter in varied {
            let values = Self.values(of: parameter, count: count)
            grid = grid.flatMap { position in values.map { value in position.merging([parameter.name: value]) { $1 } } }
        }
        positions += grid.filter { $0 != own }
        return positions
    }

    /// n: the most values per parameter, up to ``mostValues``, with n^k ≤ ``budget``; at least 2.
    static func valuesPerParameter(_ k: Int) -> Int {
        var n = mostValues
        while n > 2 && power(n, k) > budget { n -= 1 }
        return n
    }

    private static func power(_ n: Int, _ k: Int) -> Int {
        var result = 1
        for _ in 0..<k where result <= budget { result *= n }
        return result
    }

    /// `count` values evenly spread from min to max, each on the slider's steps (min + a whole number of
    /// steps, at most max), max itself last.
    static func values(of parameter: Parameter, count: Int) -> [Double] {
        var values: [Double] = []
        for i in 0..<count {
            let spread = EvenGrid.value(i, of: count - 1, from: parameter.min, to: parameter.max)
            let steps = ((spread - parameter.min) / parameter.step).rounded()
            // As the slider's decimal: 1.88, not 1.8800000000000001.
            let onStep = Double(DecimalText.significant(parameter.min + steps * parameter.step, digits: 15)) ?? spread
            let value = i == count - 1 ? parameter.max : Swift.min(onStep, parameter.max)
            if !values.contains(value) { values.append(value) }
        }
        return values
    }
}
