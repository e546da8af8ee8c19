import Foundation

/// The shared data files under `Tests/Fixtures/`.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct ExpressionCase: Decodable, Sendable {
        struct ExpectedError: Decodable, Sendable {
            let kind: String
            let offset: Int
            /// When given, the exact message both implementations must produce.
            let message: String?
        }
        let source: String
        let expectedDescription: String?
        /// `[x, y]` pairs; y is nil where the expression is undefined.
        let values: [[Double?]]?
        /// Whether the values must match bit for bit (the sign of zero too) rather than within 1e-9.
        let exact: Bool?
        let error: ExpectedError?
        /// What both implementations must warn of (none where the fixture gives none).
        let warnings: [ExpectedWarning]?

        struct ExpectedWarning: Decodable, Sendable, Equatable {
            let kind: String
            let offset: Int
            let readAs: String
            let alternatives: [String]
        }

        enum CodingKeys: String, CodingKey {
            case source, expectedDescription = "description", values, exact, error, warnings
        }
    }

    static let expressionCases: [ExpressionCase] = {
        struct File: Decodable { let cases: [ExpressionCase] }
        let data = try! Data(contentsOf: folder.appendingPathComponent("expressions.json"))
        return try! JSONDecoder().decode(File.self, from: data).cases
    }()

    /// The `cases` list of a fixture file of that shape.
    static func cases<Case: Decodable>(in file: String) -> [Case] {
        let data = try! Data(contentsOf: folder.appendingPathComponent(file))
        return try! JSONDecoder().decode(CaseList<Case>.self, from: data).cases
    }

    private struct CaseList<Case: Decodable>: Decodable {
        let cases: [Case]
    }
}

import Testing

extension Fixtures.ExpressionCase: CustomTestStringConvertible {
    /// Long hostile sources are named by their start and length in test output.
    var testDescription: String { source.count > 40 ? String(source.prefix(40)) + "… (\(source.count) chars)" : source }
}
