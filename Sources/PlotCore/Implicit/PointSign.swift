/// What a point evaluation of a difference D says (docs/sampling.md#certified-drawing): its sign, that it is exactly 0,
/// or nothing certain (its enclosure straddles 0 without being 0, or it is undefined there). A byte per grid vertex.
enum PointSign {
    static let negative: Int8 = -1
    static let zero: Int8 = 0
    static let positive: Int8 = 1
    static let unknown: Int8 = 2
    /// Not evaluated yet (in a cache).
    static let none: Int8 = 127

    static func of(_ e: Enclosure) -> Int8 {
        guard e.isDefinedEverywhere else { return unknown }
        if e.lower > 0 { return positive }
        if e.upper < 0 { return negative }
        return e.lower == 0 && e.upper == 0 ? zero : unknown
    }

    /// The sign with an exact 0 counted as positive: a crossing on an edge then lies between a 0 and a negative end.
    @inline(__always)
    static func perturbed(_ sign: Int8) -> Int8 { sign == zero ? positive : sign }
}

/// Whether a region's comparisons hold at a point, as stored per grid vertex.
enum PointTruth {
    static let holds: Int8 = 1
    static let fails: Int8 = -1
    static let unknown: Int8 = 2
    static let none: Int8 = 127

    static func of(_ truth: IntervalTruth) -> Int8 {
        switch truth {
        case .everywhere: return holds
        case .nowhere: return fails
        case .undecided: return unknown
        }
    }
}
