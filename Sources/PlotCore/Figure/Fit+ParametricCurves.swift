extension Fit {
    /// A figure's y-range when some of its curves are parametric or polar (`paths[i]` non-nil; nil for a curve
    /// y = f(x), which `curves[i]` fits as ``yRange(ofCurves:xMin:xMax:samples:yMin:yMax:)`` does). A path counts
    /// with its y at `samples + 1` evenly spaced values of its parameter where x lies within xMin … xMax, set
    /// aside as a function's values are when a few dwarf the rest (`(t, tan t)`).
    public static func yRange<F: SampledFunction>(ofCurves curves: [RestrictedCurve<F>], paths: [ParametricCurve?], xMin: Double,
                                                  xMax: Double, samples: Int, yMin: Double?, yMax: Double?) -> (yMin: Double, yMax: Double) {
        let explicit = zip(curves, paths).filter { $0.1 == nil }.map(\.0)
        let ys = paths.compactMap { $0 }.flatMap { path in
            let count = Swift.max(2, samples)
            return (0...count).compactMap { k -> Double? in
                let t = EvenGrid.value(k, of: count, from: path.from, to: path.to)
                guard let point = path.point(at: t), point.x >= xMin, point.x <= xMax else { return nil }
                return point.y
            }
        }
        switch (yMin, yMax) {
        case let (bottom?, top?):
            return (bottom, top)
        case let (bottom?, nil):
            let reach = explicit.reduce(robustMax(ofDistances: ys.map { $0 - bottom })) {
                Swift.max($0, largestReach(of: $1, xMin: xMin, xMax: xMax, samples: samples, .above(bottom)))
            }
            return (bottom, fittedEnd(from: bottom, reach: reach, upwards: true))
        case let (nil, top?):
            let reach = explicit.reduce(robustMax(ofDistances: ys.map { top - $0 })) {
                Swift.max($0, largestReach(of: $1, xMin: xMin, xMax: xMax, samples: samples, .below(top)))
            }
            return (fittedEnd(from: top, reach: reach, upwards: false), top)
        case (nil, nil):
            let largest = explicit.reduce(robustMax(ofValues: ys)) {
                Swift.max($0, largestMagnitude(of: $1, xMin: xMin, xMax: xMax, samples: samples))
            }
            let top = frame(around: largest)
            return (-top, top)
        }
    }
}
