/// The numeric limits that the manifest, the command line and the pages share, with the browser code:
/// their values come from Public/js/shared-constants.js (its section `limits`, generated into
/// ``SharedLimits`` at build time), which the pages' scripts import too. Messages are built from these
/// values, never from copies of them. The expression language's own limits stay with its errors, in
/// ``ExpressionLimits``.
public enum PlotLimits {
    /// The accepted number of uniform samples (intervals): 2 … 10 000.
    public static let samples = SharedLimits.samplesMin...SharedLimits.samplesMax

    /// A gallery plot's x-range, −xMax … xMax: 0 < xMax ≤ 100 000.
    public static let galleryXMax = PositiveLimit(upperBound: Double(SharedLimits.galleryXMax))

    /// The Calculator's X-Max (Configuration page and manifest): 0 < X-Max ≤ 100.
    public static let calculatorXMax = PositiveLimit(upperBound: Double(SharedLimits.calculatorXMax))

    /// The most device pixels (width × height) of one certified drawing of a relation (docs/sampling.md#certified-drawing):
    /// 16 000 000, each pixel and grid vertex holding a byte of state.
    public static let implicitPixels = SharedLimits.implicitPixelsMax

    /// A graph draws a range only when it is narrower than this (10³⁰⁰), along either axis: a manifest's window, a
    /// fitted frame and the live view's zoom all stay below it. The same as `WIDEST_SPAN` of
    /// Public/js/double-ulp.js, which a phone loads before any other limit (so it is not in shared-constants.js);
    /// both are held to Tests/Fixtures/limits.json.
    public static let widestSpan = 1e300

    /// "from 2 to 10000": how messages state ``samples``.
    public static var samplesText: String { "from \(samples.lowerBound) to \(samples.upperBound)" }

    /// A limit open at zero and closed at the top, 0 < x ≤ `upperBound`, which Swift's ranges cannot
    /// say (`0.0...100.0` would admit 0).
    public struct PositiveLimit: Sendable, Equatable {
        /// The largest value accepted.
        public let upperBound: Double

        public init(upperBound: Double) {
            self.upperBound = upperBound
        }

        /// Whether `value` is greater than 0 and at most ``upperBound`` (NaN is not).
        public func contains(_ value: Double) -> Bool {
            value > 0 && value <= upperBound
        }

        /// "greater than 0 and at most 100000": how messages state the limit.
        public var text: String { "greater than 0 and at most \(upperBound.plainText)" }
    }
}

/// The numbers of differential equations (docs/sampling.md#differential-equations), from Public/js/shared-constants.js.
extension PlotLimits {
    /// A Dormand–Prince step is accepted when its error estimate is at most this many device pixels (in y).
    public static let odeStepTolerancePixels = SharedFields.odeStepTolerancePx
    /// Output points are added until the dense output lies within this many device pixels of every chord …
    public static let odeChordTolerancePixels = SharedFields.odeChordTolerancePx
    /// … halving a step at most this many times.
    public static let odeChordDepth = SharedFields.odeChordDepth
    /// A solution stops this many frame heights above or below the frame.
    public static let odeMarginHeights = SharedFields.odeMarginHeights
    /// A step shorter than this many device pixels (along x) ends the solution: a blow-up, or f undefined just ahead.
    public static let odeMinStepPixels = SharedFields.odeMinStepPx
    /// A solution whose slope is steeper than this many device pixels up per pixel across ends there: it turns vertical.
    public static let odeSteepestSlope = Double(SharedFields.odeSteepestSlope)
    /// The first step is the frame's width divided by this …
    public static let odeFirstStepDivisor = SharedFields.odeFirstStepDivisor
    /// … and no step is longer than the width divided by this.
    public static let odeLongestStepDivisor = SharedFields.odeLongestStepDivisor
    /// The most steps (accepted or not) one direction of a solution takes.
    public static let odeStepsMax = SharedFields.odeStepsMax
    /// How many times finer than the build's drawing the table of values integrates a solution (ODESolution+Values.swift).
    public static let odeTableRefinement = Double(SharedFields.odeTableRefinement)
    /// The most steps of Euler's method.
    public static let eulerStepsMax = SharedFields.eulerStepsMax
    /// A figure's Euler polygon of at most this many steps has a dot at every step; a longer one only its line.
    public static let eulerDotsMax = SharedFields.eulerDotsMax
    /// … and while its steps lie at least this many CSS pixels apart along x: closer dots would merge into a bead chain.
    public static let eulerDotSpacingPixels = SharedFields.eulerDotSpacingPx
}
