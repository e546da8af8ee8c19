/// The signed value of a figure's area (docs/sampling.md#area-values): ∫ f, or ∫ (f − g), over `from … to`, by adaptive
/// Gauss–Kronrod quadrature (G7–K15) with an error estimate — or the reason it has no value.
///
/// The algorithm, the same in Public/js/figure/area-integral.js (same constants, same order of
/// operations, so the same doubles up to the math library's last bits and the same 6-digit text):
/// 1. The range is cut into 16 equal pieces and the rule is applied to each: 240 nodes spread over
///    the range, so a gap of the domain wider than about 1/160 of it is always seen.
/// 2. In rounds, every piece whose error estimate is within a factor 8 of the largest is halved, in
///    order, until the summed error is at most max(10⁻¹⁰ × |∫ h|, 10⁻¹³ × ∫ |h|), up to 3 000
///    pieces. A piece's error is the rule's estimate, plus half of what the two halves' estimates do
///    not explain of their difference from their parent's integral: a symmetric rule is fooled where
///    its pairs of nodes sum alike (a jump close to its centre). So the first round, and every round
///    after the target is met, halve every piece where h is not flat, and a value is only taken when
///    the target still holds after such a round.
/// 3. Where h is NaN or ±∞ at a node, the area is undefined: a gap (`not defined for x < 0`) or a pole.
///    A pole between nodes keeps the pieces around it from converging; once a piece narrower than
///    2⁻⁵⁰ of the range (or only 64 to 128 doubles wide, which is not halved any more) still carries
///    more than 10⁻⁶ of ∫ |h| and an error that alone forbids a value (step 4), that is a pole
///    (`a pole at x ≈ 1.5708`): ∫ |h| diverges there, whatever ∫ h does (1/x on −1 … 1 has no area,
///    not its principal value 0). An integrable singularity carries ever less (1/√x: 2√w on a piece
///    w wide) and is integrated.
/// 4. The value is given when its error is at most max(10⁻⁷ × |∫ h|, 10⁻¹² × ∫ |h|), so its 6 digits
///    are right; a value within 10⁻¹² × ∫ |h| of 0 is rounding noise and is 0 (∫ sin on −π … π prints 0).
///    Otherwise the area is undefined: `a pole at x ≈ …` at the leftmost piece where |h| is unbounded,
///    else `does not converge` (the budget ran out: sin(1/x) near 0).
///
/// Limits, as for any quadrature that samples: a gap of the domain narrower than the nodes' spacing
/// (√x on −10⁻²⁰ … 1) is not seen, and crowded jumps can still make the error estimate too small
/// (floor(1/x) on 0.01 … 1: right to 8 digits, not to the 10 claimed).
public enum AreaIntegral {
    /// Equal pieces the range starts from.
    static let initialPieces = 16
    /// The most pieces: bounds the work at 3 000 × 2 × 15 = 90 000 evaluations (a few ms), enough for
    /// the 100 jumps of floor(x) on 0 … 100.
    static let maximumPieces = 3_000
    /// A round of refinement halves the pieces whose error is at least the worst one's / this.
    static let roundErrorFactor = 8.0
    /// Relative error the adaptive loop aims at: a margin of 1000 below what 6 digits need.
    static let targetRelativeError = 1e-10
    /// Error relative to ∫ |h| the loop aims at when ∫ h itself is (close to) 0.
    static let targetAbsoluteFraction = 1e-13
    /// Relative error at which a value is still given: 6 printed digits stay right.
    static let acceptedRelativeError = 1e-7
    /// A value within this fraction of ∫ |h| is 0 (and the error up to it is accepted).
    static let zeroFraction = 1e-12
    /// A piece this narrow (relative to the range) whose error alone is too large is at a pole…
    static let poleWidthFraction = 0x1p-50
    /// …if it carries this share of ∫ |h|.
    static let poleMassFraction = 1e-6
    /// When the budget runs out: a piece whose error alone is too large is at a pole if the mean of
    /// |h| on it is this many times the mean over the range.
    static let poleMeanFactor = 1e4
    /// A piece narrower than this fraction of its ends' magnitude (64 to 128 doubles) is not halved:
    /// its nodes would fall on the same few doubles, and on a pole's own double.
    static let finestRelativeWidth = 0x1p-46

    /// The area under f: ∫ f over `from … to`.
    public static func value(of f: some SampledFunction, from: Double, to: Double) -> AreaValue {
        integrate({ f.evaluate(at: $0) }, from: from, to: to)
    }

    /// The area between f and g (∫ (f − g)), or under f when `g` is nil, over `from … to` (from < to).
    /// Undefined where f or g is.
    public static func value(of f: some SampledFunction, minus g: (some SampledFunction)?, from: Double, to: Double) -> AreaValue {
        guard let g else { return value(of: f, from: from, to: to) }
        return integrate({ f.evaluate(at: $0) - g.evaluate(at: $0) }, from: from, to: to)
    }

    /// ∫ h over `from … to`, as the type's comment describes.
    static func integrate(_ h: @escaping (Double) -> Double, from: Double, to: Double) -> AreaValue {
        guard from.isFinite, to.isFinite, from < to, (to - from).isFinite else {
            return .undefined(reason: "the interval \(from) … \(to) is not finite and increasing")
        }
        let width = to - from
        let reasons = UndefinedAreaReasons(h: h, from: from, to: to)
        /// The rule on `a … b`, or the reason the area is undefined.
        func estimate(_ a: Double, _ b: Double) throws(Undefined) -> GaussKronrod15.Estimate {
            switch GaussKronrod15.apply(to: h, from: a, to: b) {
            case .estimate(let estimate): return estimate
            case .undefined(let x, let value): throw Undefined(reason: reasons.atUndefinedNode(x, value: value, in: a...b))
            case .overflow(let x): throw Undefined(reason: reasons.overflow(near: x))
            }
        }

        var pieces: [GaussKronrod15.Estimate] = []
        /// settled[i]: piece i is too fine to halve; it is kept, and never picked again.
        var settled: [Bool] = []
        /// The leftmost pole found in a round of refinement: the one the page names.
        var pole: Double?
        do {
            var start = from
            for k in 1...initialPieces {
                let end = EvenGrid.value(k, of: initialPieces, from: from, to: to)
                guard start < end else { continue }  // a range of very few doubles has empty pieces
                pieces.append(try estimate(start, end))
                settled.append(false)
                start = end
            }

            var firstRound = true
            /// Whether the last round halved every piece, so that each was checked against its halves.
            var checkedAll = false
            refinement: while pieces.count < maximumPieces {
                let totals = Totals(pieces, skipping: settled)
                let converged = !(totals.error > totals.target)
                guard !(converged && checkedAll), let worst = totals.worst else { break }
                // A round halves every piece within a factor of the worst one's error, in order: nearly
                // worst-first, at one pass over the pieces per round rather than per halving. The first
                // round, and a round after the error has come down to the target, halve every piece
                // where h is not flat: a value is only taken once each has been checked against its halves.
                checkedAll = firstRound || converged
                firstRound = false
                let threshold = pieces[worst].error / roundErrorFactor
                for i in 0..<pieces.count where !settled[i] && (checkedAll ? !pieces[i].isFlat : pieces[i].error >= threshold) {
                    guard pieces.count < maximumPieces else { break refinement }
                    let piece = pieces[i]
                    let middle = piece.a + (piece.b - piece.a) / 2
                    let finest = !(piece.a < middle && middle < piece.b)
                        || piece.b - piece.a <= finestRelativeWidth * Swift.max(Swift.abs(piece.a), Swift.abs(piece.b))
                    if piece.b - piece.a <= poleWidthFraction * width || finest, piece.error > totals.accepted,
                       piece.absoluteIntegral > poleMassFraction * totals.absoluteIntegral {
                        if middle < (pole ?? .infinity) { pole = middle }
                        continue
                    }
                    if finest {
                        settled[i] = true
                        continue
                    }
                    var (left, right) = (try estimate(piece.a, middle), try estimate(middle, piece.b))
                    // A symmetric rule is fooled where every pair of nodes sums alike: a jump between the
                    // centre and the nearest nodes, or jumps mirrored about it (ceil(x/2) on 21.875 …
                    // 24.0625: K15 and G7 agree on 26.25, not 26.1875). What the halves' own errors do not
                    // explain of their disagreement with the whole is shared out as an error of theirs.
                    let unexplained = Swift.abs(piece.integral - (left.integral + right.integral)) - (left.error + right.error)
                    if unexplained > 0 {
                        left.error += unexplained / 2
                        right.error += unexplained / 2
                    }
                    pieces[i] = left
                    pieces.append(right)
                    settled.append(false)
                }
                if pole != nil { break }
            }
        } catch {
            return .undefined(reason: error.reason)
        }
        if let pole { return .undefined(reason: reasons.pole(at: pole)) }

        let totals = Totals(pieces, skipping: nil)
        if totals.error <= totals.accepted {
            let isNoise = Swift.abs(totals.integral) <= zeroFraction * totals.absoluteIntegral
            return .value(isNoise ? 0 : totals.integral, error: totals.error)
        }
        // Unconverged. Where |h| is unbounded (its mean on a piece whose error alone is too large is
        // 10⁴ times its mean over the range), the leftmost such piece is at a pole (tan on 0 … 100
        // has 32 of them); otherwise the budget ran out on a bounded function (sin(1/x) near 0).
        var unbounded: GaussKronrod15.Estimate?
        for piece in pieces where piece.error > totals.accepted
            && piece.absoluteIntegral * width > poleMeanFactor * totals.absoluteIntegral * (piece.b - piece.a)
            && piece.a < (unbounded?.a ?? .infinity) {
            unbounded = piece
        }
        if let unbounded { return .undefined(reason: reasons.pole(at: unbounded.a + (unbounded.b - unbounded.a) / 2)) }
        return .undefined(reason: "does not converge")
    }

    /// Why the quadrature stopped: the page's reason.
    private struct Undefined: Error {
        let reason: String
    }

    /// The sums over all pieces, in their order, and the piece with the largest error.
    private struct Totals {
        var integral = 0.0
        var error = 0.0
        var absoluteIntegral = 0.0
        /// The first piece of largest error among those not skipped (`skipped[i]`, if given).
        var worst: Int?

        /// The error the refinement aims at.
        var target: Double { Swift.max(targetRelativeError * Swift.abs(integral), targetAbsoluteFraction * absoluteIntegral) }
        /// The largest error at which the value is given.
        var accepted: Double { Swift.max(acceptedRelativeError * Swift.abs(integral), zeroFraction * absoluteIntegral) }

        init(_ pieces: [GaussKronrod15.Estimate], skipping skipped: [Bool]?) {
            var worstError = -1.0
            for (i, piece) in pieces.enumerated() {
                integral += piece.integral
                error += piece.error
                absoluteIntegral += piece.absoluteIntegral
                if piece.error > worstError, !(skipped?[i] ?? false) {
                    worst = i
                    worstError = piece.error
                }
            }
        }
    }
}
