import Foundation
import PlotCore

/// Reads gallery JSON (docs/manifest.md): the site's keys here, each plot's through ``PlotFieldChecker``.
struct GalleryJSONReader {
    let file: String
    private(set) var problems: [ManifestProblem] = []
    private(set) var warnings: [ManifestProblem] = []

    static let keys = ["title", "baseURL", "instructions", "language", "calculator", "offline", "functions", "plots"]

    init(file: String) { self.file = file }

    private mutating func report(_ location: SourceLocation?, _ subject: String, _ message: String) {
        problems.append(ManifestProblem(file: file, location: location, subject: subject, message: message))
    }

    mutating func read(_ text: String) -> (Manifest?, [SourceLocation?], [(name: String, location: SourceLocation)]) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            report(error.location, "", "invalid JSON: \(error.message)")
            return (nil, [], [])
        }
        guard case .object(let members, _) = root else {
            report(root.location, "", "the manifest must be a JSON object with a \"plots\" list, not \(root.typeName)")
            return (nil, [], [])
        }
        var manifest = Manifest(plots: [])
        var explicit: [SourceLocation?] = []
        var entries: [(name: String, location: SourceLocation)] = []
        var sawPlots = false
        for (key, keyLocation, value) in members {
            switch key {
            case "title":
                if case .string(let title, _) = value {
                    if let problem = TextLimits.problem(with: title) { report(value.location, "title", problem) } else { manifest.title = title }
                } else {
                    report(value.location, "title", value.textProblem)
                }
            case "baseURL":
                if case .string(let url, _) = value {
                    if let reason = BaseURL.problem(with: url) { report(value.location, "baseURL", reason) } else { manifest.baseURL = url }
                } else {
                    report(value.location, "baseURL", "must be a string, not \(value.typeName)")
                }
            case "instructions":
                if let lines = instructions(value) { manifest.instructions = lines }
            case "language":
                if case .string(let code, _) = value, let language = SiteLanguage(rawValue: code) { manifest.language = language } else {
                    let given = if case .string(let code, _) = value { "\"\(code)\"" } else { value.typeName }
                    report(value.location, "language", "\(given) is not a language of the site: \(SiteLanguage.codes)")
                }
            case "calculator":
                if let settings = calculator(value) { manifest.calculator = settings }
            case "offline":
                if case .bool(let offline, _) = value { manifest.offline = offline } else {
                    report(value.location, "offline", "must be true or false, not \(value.typeName)")
                }
            case "functions":
                break  // read with each plot, whose parameters its names may not be
            case "plots":
                sawPlots = true
                guard case .array(let elements, _) = value else {
                    report(value.location, "plots", "must be a list of plots, not \(value.typeName)")
                    continue
                }
                if elements.isEmpty { report(value.location, "plots", "the list is empty: add at least one plot") }
                var told = Set(problems)
                for (index, element) in elements.enumerated() {
                    let name = "plots[\(index)]"
                    guard case .object(let fields, let location) = element else {
                        report(element.location, name, "must be an object such as {\"expression\": \"sin(x)\"}, not \(element.typeName)")
                        continue
                    }
                    var checker = PlotFieldChecker(file: file, entry: name, format: .json)
                    checker.inheritedFunctions = members.first { $0.key == "functions" }?.value
                    let checked = checker.check(fields.map { GalleryJSONReader.field($0.key, $0.keyLocation, $0.value) },
                                                entryLocation: location) { quote, offset in
                        // Inside the quotes; exact unless the string uses escapes before the error.
                        SourceLocation(line: quote.line, column: quote.column + 1 + offset)
                    }
                    // A problem of the manifest's own `functions` is found with every plot: it is said once.
                    for problem in checker.problems where told.insert(problem).inserted { problems.append(problem) }
                    warnings += checker.warnings
                    if let (plot, isExplicit) = checked {
                        manifest.plots.append(plot)
                        explicit.append(isExplicit)
                        entries.append((name, location))
                    }
                }
            default:
                report(keyLocation, "", PlotFieldChecker.unknownKey(key, known: GalleryJSONReader.keys))
            }
        }
        if !sawPlots { report(root.location, "", "the \"plots\" list is missing") }
        return (manifest, explicit, entries)
    }

    static func field(_ key: String, _ keyLocation: SourceLocation, _ value: JSONValue) -> Field {
        Field(key: key, keyLocation: keyLocation, value: FieldValue(value), valueLocation: value.location)
    }

    private mutating func instructions(_ value: JSONValue) -> [String]? {
        guard case .array(let elements, _) = value, (1...3).contains(elements.count) else {
            report(value.location, "instructions", "must be a list of one to three lines of text")
            return nil
        }
        var lines: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let line, _) = element else {
                report(element.location, "instructions[\(index)]", element.textProblem)
                return nil
            }
            if let problem = TextLimits.problem(with: line) {
                report(element.location, "instructions[\(index)]", problem)
                return nil
            }
            lines.append(line)
        }
        return lines
    }

    private mutating func calculator(_ value: JSONValue) -> CalculatorSettings? {
        guard case .object(let members, _) = value else {
            report(value.location, "calculator", "must be an object such as {\"xMax\": 5, \"samples\": 50}, not \(value.typeName)")
            return nil
        }
        var settings = CalculatorSettings()
        let before = problems.count
        for (key, keyLocation, member) in members {
            switch (key, member) {
            case ("xMax", .number(let n, _, _)) where PlotLimits.calculatorXMax.contains(n):
                settings.xMax = n
            case ("xMax", _):
                report(member.location, "calculator.xMax", "must be a number \(PlotLimits.calculatorXMax.text)")
            case ("samples", .string("auto", _)):
                settings.samples = .auto
            case ("samples", .number(let n, _, _)) where n == n.rounded() && Samples.range.contains(Int(exactly: n) ?? -1):
                settings.samples = .count(Int(n))
            case ("samples", _):
                report(member.location, "calculator.samples", "must be \"auto\" or a whole number \(PlotLimits.samplesText)")
            default:
                report(keyLocation, "calculator", PlotFieldChecker.unknownKey(key, known: ["xMax", "samples"]))
            }
        }
        return problems.count == before ? settings : nil
    }
}

/// The optional baseURL: absolute http(s) only, so it can never carry `javascript:`.
enum BaseURL {
    static func problem(with text: String) -> String? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false else {
            return "must be an absolute http:// or https:// address, not \"\(text)\""
        }
        return nil
    }
}
