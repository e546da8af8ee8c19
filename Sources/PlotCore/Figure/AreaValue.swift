/// The signed value of a shaded area (∫ f or ∫ (f − g)), or why it has none (docs/sampling.md#area-values).
///
/// Made by ``AreaIntegral/value(of:minus:from:to:)``; Public/js/figure/area-integral.js makes the same
/// from the same algorithm (`{ value, error }` or `{ undefined: reason }`).
public enum AreaValue: Sendable, Equatable {
    /// The integral and an estimate of its absolute error, small enough that ``text`` is right.
    case value(Double, error: Double)
    /// No number: a pole or a gap of the domain lies inside, or the quadrature did not converge.
    /// `reason` is short and made for the page: `a pole at x ≈ 1.5708`, `not defined for x < 0`.
    case undefined(reason: String)

    /// The area's number, nil when it is undefined.
    public var number: Double? {
        if case .value(let value, _) = self { return value }
        return nil
    }

    /// Why the area is undefined, nil when it has a value.
    public var reason: String? {
        if case .undefined(let reason) = self { return reason }
        return nil
    }

    /// The value for people: 6 significant digits, true minus sign (`2`, `−0.333333`, `1.77245`,
    /// `1.5e−07`, `1.23457e+12`), or `undefined`. JS `areaText` gives the same text.
    public var text: String {
        switch self {
        case .value(let value, _): DecimalText.withMinusSigns(DecimalText.significant(value, digits: 6))
        case .undefined: "undefined"
        }
    }
}
