import PlotCore

/// A plot's `table`: where its table of values has its rows (JSON only).
extension FigureFieldChecker {
    static let tableKeys = ["from", "to", "step"]

    /// The table's settings; nil after reporting a problem. Each of `from`, `to`, `step` is optional and
    /// may be a constant expression (`"π/4"`).
    mutating func table(_ field: Field, xRange: (lower: Double, upper: Double)) -> TableOfValues? {
        let before = problems.count
        let subject = "\(entry).table"
        let example = "{\"from\": 0, \"to\": 2, \"step\": 0.25}"
        guard case .object(let object) = field.value else {
            report(field.valueLocation, subject, "must be an object such as \(example), not \(field.value.shown)")
            return nil
        }
        guard let members = members(of: object, subject, known: Self.tableKeys, example: example) else { return nil }
        var table = TableOfValues()
        table.from = members["from"].flatMap { number($0, "\(subject).from") }
        table.to = members["to"].flatMap { number($0, "\(subject).to") }
        table.step = members["step"].flatMap { number($0, "\(subject).step") }
        guard problems.count == before else { return nil }
        let (from, to) = (table.from ?? xRange.lower, table.to ?? xRange.upper)
        if from >= to {
            // Neither end given: the plot's own x-range is wrong, and reported where it was written.
            guard let (key, written) = ["from", "to"].lazy.compactMap({ key in members[key].map { (key, $0) } }).first else { return nil }
            report(written.location, "\(subject).\(key)", "the table would run from \(Self.text(from)) to \(Self.text(to)): "
                   + "from must be less than to (the plot's x-range is \(Self.text(xRange.lower)) … \(Self.text(xRange.upper)))")
            return nil
        }
        if let step = table.step, let written = members["step"] {
            guard step > 0 else {
                report(written.location, "\(subject).step", "must be greater than 0, not \(Self.text(step))")
                return nil
            }
            // Compared as a double: a tiny step over a wide range gives more rows than an Int holds, or infinitely many.
            let rows = (to - from) / step + 1
            guard rows <= Double(TableOfValues.maximumRows) else {
                let count = rows < 1e15 ? "\(Int(rows.rounded(.down))) rows" : "more than 10¹⁵ rows"
                report(written.location, "\(subject).step", "gives \(count) from \(Self.text(from)) to "
                       + "\(Self.text(to)); a table has at most \(TableOfValues.maximumRows) (a larger step, or a shorter range)")
                return nil
            }
        }
        return table
    }
}
