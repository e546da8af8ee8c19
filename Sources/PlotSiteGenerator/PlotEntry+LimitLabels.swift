import PlotCore

extension PlotEntry {
    /// The entry with its sequences' limit lines labelled in the site's language (`limit 2.71828`, German
    /// `Grenzwert 2,71828`): the manifest reader writes them before it knows the language.
    func labellingSequenceLimits(_ words: Words) -> PlotEntry {
        guard figure.lines.contains(where: \.isSequenceLimit) else { return self }
        var entry = self
        for (i, line) in figure.lines.enumerated() where line.isSequenceLimit {
            guard case .horizontal(let y) = line.position else { continue }
            entry.figure.lines[i].label = words("svg.limitLine", ["limit": words.localNumber(DecimalText.readable(y))])
        }
        return entry
    }
}
