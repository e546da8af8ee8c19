import Foundation

/// The one JSON encoder of the offline files: keys sorted so that a build's bytes (and so its
/// version) depend only on its inputs, slashes unescaped so that paths read as paths.
enum OfflineJSON {
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
