extension Double {
    /// The shortest text that reads back to the same double, without a trailing ".0":
    /// `5`, `-0.125`, `1e-07`. For JSON, CSV and data attributes.
    public var plainText: String {
        if self == rounded(), Swift.abs(self) < 1e15 { return self == 0 ? "0" : String(Int64(self)) }
        return "\(self)"
    }
}
