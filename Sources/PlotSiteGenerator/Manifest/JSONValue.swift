/// A JSON value with the place it starts, so manifest errors can point at it.
indirect enum JSONValue: Sendable {
    case string(String, SourceLocation)
    case number(Double, text: String, SourceLocation)
    case bool(Bool, SourceLocation)
    case null(SourceLocation)
    /// Members in file order (duplicates are rejected by the parser).
    case object([(key: String, keyLocation: SourceLocation, value: JSONValue)], SourceLocation)
    case array([JSONValue], SourceLocation)

    var location: SourceLocation {
        switch self {
        case .string(_, let l), .number(_, _, let l), .bool(_, let l), .null(let l), .object(_, let l), .array(_, let l):
            return l
        }
    }

    /// Why this value is no text for people: `must not be empty` for a string of blanks, else what it is instead.
    var textProblem: String {
        if case .string = self { return "must not be empty" }
        return "must be a non-empty string, not \(typeName)"
    }

    /// How the value's type is named in messages: "a string", "a number", …
    var typeName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        case .object: return "an object"
        case .array: return "a list"
        }
    }
}
