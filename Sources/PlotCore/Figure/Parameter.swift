import Foundation

/// A parameter of a plot (docs/manifest.md#parameters): a letter its curves use like a number, shown on the
/// page as a slider from ``min`` to ``max``. Everything drawn at build time uses ``value``.
///
/// ```swift
/// let a = Parameter(name: "a", value: 1, min: 0, max: 3, step: 0.1)
/// let wave = try Expression("a sin(x)", parameters: ["a"])
/// wave.compiled(parameters: [a.name: a.value]).value(at: .pi / 2)  // 1
/// ```
public struct Parameter: Sendable, Equatable {
    /// One lower-case letter other than `x` and `e` (``Expression/isValidParameter(_:)``).
    public var name: Character
    /// Where the slider starts, and the value the build-time drawing uses; within ``min`` … ``max``.
    public var value: Double
    public var min: Double
    public var max: Double
    /// The slider's step, greater than 0; by default a hundredth of the range.
    public var step: Double
    /// `min` as the manifest wrote it when it was a constant expression (`−π`); nil for a number.
    public var minDescription: String?
    /// `max` as the manifest wrote it when it was a constant expression (`π`); nil for a number.
    public var maxDescription: String?

    /// The most parameters a plot may declare: more sliders than that is a page no one reads.
    public static let maximumCount = 8

    /// A parameter; `step` defaults to `(max − min) / 100`. The manifest reader checks the
    /// values; here `min < max`, `min ≤ value ≤ max` and `step > 0` are preconditions.
    public init(name: Character, value: Double, min: Double, max: Double, step: Double? = nil,
                minDescription: String? = nil, maxDescription: String? = nil) {
        precondition(Expression.isValidParameter(name), "'\(name)' cannot be a parameter")
        precondition(min < max && (min...max).contains(value), "a parameter needs min < max and value in min … max")
        self.name = name
        self.value = value
        self.min = min
        self.max = max
        self.step = step ?? Parameter.defaultStep(min: min, max: max)
        precondition(self.step > 0, "a parameter's step must be greater than 0")
        self.minDescription = minDescription
        self.maxDescription = maxDescription
    }

    /// The step a slider takes when the manifest gives none: the largest 1, 2 or 5 × 10ⁿ that makes at
    /// least a hundred steps from min to max (0.02 for 0.5 … 4, not 0.035), so that round values
    /// such as a `value` of 1 lie on the slider's steps.
    public static func defaultStep(min: Double, max: Double) -> Double {
        let hundredth = (max - min) / 100
        guard hundredth.isFinite, hundredth > 0 else { return hundredth }
        // Written as decimal text and read back: the double nearest to 2e-2, not 2 × 0.01's rounding.
        let power = { (n: Int, exponent: Int) in Double("\(n)e\(exponent)")! }
        var exponent = Int(Foundation.log10(hundredth).rounded(.down))
        // log10 may land a hair either side of a whole number (log10(0.01) is not exactly −2).
        if power(1, exponent + 1) <= hundredth { exponent += 1 }
        if power(1, exponent) > hundredth { exponent -= 1 }
        return [5, 2, 1].map { power($0, exponent) }.first { $0 <= hundredth } ?? hundredth
    }

    // MARK: - Text for people

    /// `min` as a page shows it: as the manifest wrote it (`−π`), else the number with a true minus sign.
    public var minText: String { minDescription ?? Parameter.text(min) }
    /// `max` as a page shows it: as the manifest wrote it (`π`), else the number.
    public var maxText: String { maxDescription ?? Parameter.text(max) }
    /// `value` as a page shows it: six significant digits, a true minus sign.
    public var valueText: String { Parameter.text(value) }

    /// Six significant digits and a true minus sign, as the page writes numbers (`−0.5`, `3.14159`).
    static func text(_ value: Double) -> String {
        let digits = DecimalText.significant(value, digits: 6)
        return DecimalText.withMinusSigns(digits == "-0" ? "0" : digits)
    }
}

extension Array where Element == Parameter {
    /// Each parameter's ``Parameter/value`` by name: what the build compiles the curves with.
    public var values: [Character: Double] {
        Dictionary(uniqueKeysWithValues: map { ($0.name, $0.value) })
    }
}
