/// Doubles in their order as integers: consecutive doubles have consecutive ordinals, so bisecting
/// ordinals reaches two adjacent doubles in at most 64 steps wherever they are — also next to 0, where
/// halving the distance would take over a thousand. The same arithmetic as
/// Public/js/sampling/double-ordinals.js.
enum DoubleOrdinals {
    /// The ordinal of a finite x (0 for both zeros; negative for negative x).
    static func ordinal(_ x: Double) -> Int64 {
        let magnitude = Int64(bitPattern: Swift.abs(x).bitPattern)
        return x < 0 ? -magnitude : magnitude
    }

    /// The double of an ordinal.
    static func double(_ ordinal: Int64) -> Double {
        ordinal < 0 ? -Double(bitPattern: UInt64(-ordinal)) : Double(bitPattern: UInt64(ordinal))
    }

    /// The double halfway between a and b in ordinals (a < b, both finite), or nil where they are
    /// adjacent.
    static func middle(_ a: Double, _ b: Double) -> Double? {
        let (low, high) = (ordinal(a), ordinal(b))
        // ⌊(low + high) / 2⌋ without overflowing.
        let middle = (low >> 1) + (high >> 1) + (low & high & 1)
        return middle > low && middle < high ? double(middle) : nil
    }
}
