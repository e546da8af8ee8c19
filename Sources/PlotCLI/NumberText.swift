import PlotCore

/// How numbers are printed for people: up to 12 significant digits, no trailing zeros, so that
/// 4.2 − 13.3 shows as -9.1 and not -9.100000000000001. −0 keeps its sign: `atan(1/(3x))` is −π/2
/// there, and "x = 0" beside that value would mislead.
enum NumberText {
    static func readable(_ value: Double, significantDigits: Int = 12) -> String {
        value == 0 ? (value.sign == .minus ? "-0" : "0") : DecimalText.significant(value, digits: significantDigits)
    }
}
