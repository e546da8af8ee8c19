import PlotCore

/// `{n}` in a plot's title, notes and curves' labels: the slider's value (docs/manifest.md#live-labels). The build
/// writes each at the declared value; the page marks the texts that hold one (`data-live-text`, the curves'
/// `liveLabel` in `data-figure`), and Public/js/parameters/live-texts.js rewrites them as the sliders move.
extension PlotEntry {
    /// The text of slider `name`'s declared value, by `number`; nil for a letter that is no slider.
    func liveValue(_ number: @escaping (Double) -> String) -> (Character) -> String? {
        { name in parameters.first { $0.name == name }.map { number($0.value) } }
    }

    /// The plot with every `{n}` of its title, notes and curve labels written at the slider's declared value.
    func withLiveTextsFilled(_ number: @escaping (Double) -> String) -> PlotEntry {
        let value = liveValue(number)
        var filled = self
        filled.title = title.map { LiveText.filled($0, value) }
        filled.notes = notes.map { LiveText.filled($0, value) }
        for i in filled.figure.curves.indices {
            filled.figure.curves[i].label = figure.curves[i].label.map { LiveText.filled($0, value) }
        }
        return filled
    }

    /// `text` when it holds a `{n}`, else nil: what the page marks to be rewritten live.
    static func liveTemplate(_ text: String?) -> String? {
        guard let text, !LiveText.placeholders(in: text).isEmpty else { return nil }
        return text
    }
}
