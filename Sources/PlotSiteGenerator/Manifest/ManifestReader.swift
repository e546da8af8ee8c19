import Foundation
import PlotCore

/// Reads a manifest: `*.json` as gallery JSON, anything else as the plain-text list (docs/manifest.md).
/// Collects every problem before failing, so one run of `plotsite check` reports them all.
public enum ManifestReader {
    /// The largest manifest read: a guard against pointing the tool at the wrong file.
    static let maximumBytes = 16 << 20

    /// The manifest at `url`; `displayName` is how messages name the file (default: its path).
    /// Warnings are dropped: see ``readWithWarnings(contentsOf:displayName:)``.
    public static func read(contentsOf url: URL, displayName: String? = nil) throws(ManifestErrors) -> Manifest {
        try readWithWarnings(contentsOf: url, displayName: displayName).manifest
    }

    /// The manifest at `url` and the warnings about it, or every problem in it.
    public static func readWithWarnings(contentsOf url: URL, displayName: String? = nil) throws(ManifestErrors) -> ManifestWithWarnings {
        let name = displayName ?? url.path
        let data: Data
        do {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            if size > maximumBytes {
                throw ManifestErrors(problems: [ManifestProblem(file: name, location: nil, subject: "",
                                                                message: "the file is larger than 16 MB; is it really a manifest?")])
            }
            data = try Data(contentsOf: url)
        } catch let errors as ManifestErrors {
            throw errors
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "does not exist"
            throw ManifestErrors(problems: [ManifestProblem(file: name, location: nil, subject: "", message: "the file \(reason)")])
        }
        if let bad = firstInvalidUTF8(in: data) {
            let byte = "0x" + String(bad.byte, radix: 16, uppercase: true)
            throw ManifestErrors(problems: [ManifestProblem(
                file: name, location: bad.location, subject: "",
                message: "the file is not UTF-8 text: byte \(byte) at byte offset \(bad.offset) is not valid UTF-8 (save the file as UTF-8)")])
        }
        return try parseWithWarnings(String(decoding: data, as: UTF8.self), file: name, format: ManifestFormat(of: url))
    }

    /// The first byte that does not belong to well-formed UTF-8 (overlong forms and surrogates
    /// count as bad): its 0-based offset, its value and its line and column (in characters),
    /// or nil when all of `data` is UTF-8. Foundation only says "not UTF-8", not where.
    static func firstInvalidUTF8(in data: Data) -> (offset: Int, byte: UInt8, location: SourceLocation)? {
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            case .error:
                return (offset, data[data.startIndex + offset], SourceLocation(line: line, column: column))
            case .emptyInput:
                return nil
            }
        }
    }

    /// The manifest in `text`, written in `format`. Warnings are dropped: see ``parseWithWarnings(_:file:format:)``.
    public static func parse(_ text: String, file: String, format: ManifestFormat) throws(ManifestErrors) -> Manifest {
        try parseWithWarnings(text, file: file, format: format).manifest
    }

    /// The manifest in `text` and the warnings about it, or every problem in it (with the warnings).
    public static func parseWithWarnings(_ text: String, file: String, format: ManifestFormat) throws(ManifestErrors) -> ManifestWithWarnings {
        var problems: [ManifestProblem] = []
        var warnings: [ManifestProblem] = []
        var manifest: Manifest?
        var explicitSlugs: [SourceLocation?] = []
        var entryLocations: [(name: String, location: SourceLocation)] = []
        switch format {
        case .json:
            var reader = GalleryJSONReader(file: file)
            (manifest, explicitSlugs, entryLocations) = reader.read(text)
            (problems, warnings) = (reader.problems, reader.warnings)
        case .plainList:
            var listReader = PlainListReader(file: file)
            (manifest, explicitSlugs, entryLocations) = listReader.read(text)
            (problems, warnings) = (listReader.problems, listReader.warnings)
        }
        if var result = manifest {
            problems += assignSlugs(&result.plots, explicit: explicitSlugs, entries: entryLocations, file: file)
            manifest = result
        }
        guard problems.isEmpty, let manifest else { throw ManifestErrors(problems: problems, warnings: warnings) }
        return ManifestWithWarnings(manifest: manifest, warnings: warnings)
    }

    /// Checks explicit slugs for duplicates and gives the others unique ones from title, label or expressions.
    static func assignSlugs(_ plots: inout [PlotEntry], explicit: [SourceLocation?],
                            entries: [(name: String, location: SourceLocation)], file: String) -> [ManifestProblem] {
        var problems: [ManifestProblem] = []
        var taken: [String: Int] = [:]
        for index in plots.indices {
            guard let slugLocation = explicit[index] else { continue }
            if let first = taken[plots[index].slug] {
                problems.append(ManifestProblem(file: file, location: slugLocation, subject: "\(entries[index].name).slug",
                                                message: "\"\(plots[index].slug)\" is already the slug of \(entries[first].name)"))
            } else {
                taken[plots[index].slug] = index
            }
        }
        // Where each base's numbering goes on: every number below it was taken when it was tried, and taken
        // slugs stay taken, so the search resumes there (10 000 plots of one title make 10 000 slugs, not 50 million tries).
        var nextNumber: [String: Int] = [:]
        for index in plots.indices where explicit[index] == nil {
            let base = Slug.make(from: plots[index].slugText)
            var slug = base
            var counter = nextNumber[base] ?? 2
            if taken[slug] != nil { slug = Slug.numbered(base, counter) }
            while taken[slug] != nil {
                counter += 1
                slug = Slug.numbered(base, counter)
            }
            if slug != base { nextNumber[base] = counter + 1 }
            taken[slug] = index
            plots[index].slug = slug
        }
        return problems
    }
}
