import PlotCore

/// The words of a drawing's text alternative and the decimal separator of its numbers, in the site's
/// language (docs/site.md#language): the `svg` section of its table (Public/js/words/<code>-figure.js), which the site
/// generator hands over. ``english`` is that section of en-figure.js for drawings made without a site —
/// `plotsite sample --format svg` — and PlotSiteGeneratorTests checks that it is the same, text for text.
public struct SVGWords: Sendable {
    /// Path inside the section (`graphOf`, `colors.blue`) → text with `{blanks}`.
    public var texts: [String: String]
    /// `.` or `,`, for tick labels and the numbers of the text alternative.
    public var decimalSeparator: String

    public init(texts: [String: String], decimalSeparator: String) {
        self.texts = texts
        self.decimalSeparator = decimalSeparator
    }

    /// The text at `path` with its blanks filled.
    func say(_ path: String, _ values: [String: String] = [:]) -> String {
        LocalText.say(texts[path] ?? Self.english.texts[path] ?? path, values)
    }

    /// A number's text as the language writes it.
    func number(_ text: String) -> String { LocalText.localNumber(text, separator: decimalSeparator) }

    public static let english = SVGWords(texts: [
        "graphOf": "Graph of {curve} {window}.", "graphOfCurves": "Graph of {count} curves {window}: {curves}.",
        "window": "for x from {xMin} to {xMax}, y shown from {yMin} to {yMax}", "shaded": "Shaded: {areas}.",
        "xAxis": "x-axis: {title}.", "yAxis": "y-axis: {title}.",
        "markedPoint": "Marked point: {points}.", "markedPoints": "Marked points: {points}.",
        "referenceLine": "Reference line: {lines}.", "referenceLines": "Reference lines: {lines}.",
        "closedDots": "Filled dots, points the curve holds: {points}.", "openDots": "Open dots, points the curve leaves out: {points}.",
        "onlyFromTo": "only for x from {from} to {to}", "onlyFrom": "only for x ≥ {from}", "onlyTo": "only for x ≤ {to}",
        "parametric": "{equations} with {range}", "region": "the region {relation}",
        "sequence": "the sequence {name} for n from {first} to {last}: its first terms {terms} drawn as dots",
        "sequenceSums": "its partial sums Sₙ {sums} as rings", "sequenceLimit": "its limit {limit} as a dashed line",
        "limitLine": "limit {limit}",
        "undefined": "undefined", "solution": "the solution of dy/dx = {equation} through {point}",
        "solutionNowhere": "{solution}: dy/dx is undefined at its point",
        "euler": "Euler's polygon for y′ = {equation} from {point} with h = {h} to x = {to}: {steps} steps, y({to}) ≈ {value}",
        "eulerStops": "Euler's polygon for y′ = {equation} from {point} with h = {h}: {steps} steps, stopping at x = {x}, where dy/dx is undefined",
        "eulerNone": "Euler's polygon for y′ = {equation} from {point}: {problem}",
        "solutionOutside": "{solution}: its point {point} lies outside the figure's frame",
        "slopeField": "Slope field of {equation}", "slopeFieldNowhere": "Slope field of {equation}, undefined everywhere in view",
        "vectorField": "Vector field {vector}, magnitudes {low} to {high} in view",
        "vectorFieldNowhere": "Vector field {vector}, undefined everywhere in view",
        "undecided": "{count} pixels could not be decided within the budget: they are drawn grey, not guessed.",
        "areaUnder": "the area under {curve} {range}", "areaBetween": "the area between {first} and {second} {range}",
        "range": "from {from} to {to}", "curve": "curve {number}", "labelled": "{place} labelled {label}",
        "colors.blue": "blue", "colors.orange": "orange", "colors.teal": "teal", "colors.purple": "purple",
        "colors.black": "black", "colors.olive": "olive", "colors.cyan": "cyan", "colors.pink": "pink",
        "styles.solid": "solid", "styles.dashed": "dashed", "styles.dotted": "dotted",
        "styles.longDashed": "long-dashed", "styles.dashDotted": "dash-dotted",
    ], decimalSeparator: ".")
}
