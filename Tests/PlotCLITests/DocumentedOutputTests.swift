import Foundation
import Synchronization
import Testing
@testable import PlotCLI

/// The `plotsite check` examples in README.md and docs/ are what check really prints: every code block
/// line `$ plotsite check docs/examples/FILE` is run on that file, and what follows it in the block (up
/// to the next `$ ` line) must be its output, word for word.
@Suite struct DocumentedOutputTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let document: String
        let arguments: [String]
        let expected: String
        var testDescription: String { "\(document): plotsite \(arguments.joined(separator: " "))" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examples: [Example] = {
        let documents = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var examples: [Example] = []
        for document in documents {
            guard let text = try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8) else { continue }
            var current: (arguments: [String], lines: [String])?
            var inBlock = false
            func close() {
                if let (arguments, lines) = current {
                    examples.append(Example(document: document, arguments: arguments, expected: lines.joined(separator: "\n")))
                }
                current = nil
            }
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    close()
                    inBlock.toggle()
                } else if inBlock, line.hasPrefix("$ plotsite check docs/examples/") {
                    close()
                    current = (line.dropFirst("$ plotsite ".count).split(separator: " ").map(String.init), [])
                } else if inBlock, line.hasPrefix("$ ") {
                    close()
                } else if inBlock, current != nil {
                    current?.lines.append(line)
                }
            }
        }
        return examples
    }()

    @Test func theDocumentsShowCheckExamples() {
        #expect(Self.examples.count >= 3)
    }

    @Test(arguments: examples)
    func theExampleIsWhatCheckPrints(_ example: Example) throws {
        // The file by its full path, written back as the example writes it; both streams in their order.
        let prefix = Self.root.path + "/"
        let arguments = example.arguments.map { $0.hasPrefix("docs/examples/") ? prefix + $0 : $0 }
        let output = Mutex("")
        let console = Console(out: { text in output.withLock { $0 += text } }, err: { text in output.withLock { $0 += text } })
        _ = PlotCommandLine.run(arguments, console: console)
        let printed = output.withLock { $0 }.replacingOccurrences(of: prefix, with: "")
        #expect(printed == example.expected + "\n")
    }
}
