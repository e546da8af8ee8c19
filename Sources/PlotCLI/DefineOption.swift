import PlotCore

/// `--define NAME=EXPR` of `eval` and `sample`: the named functions an expression may call
/// (docs/language.md#named-functions).
enum DefineOption {
    static let option = CommandOption.repeatable(
        "define", "NAME=EXPR", "A named function EXPR may call: one letter other than x and e, defined in terms of x "
            + "and of other named functions; repeat for several. EXPR may then use f(x − 1), 2f(x) and the "
            + "derivatives f'(x), f''(x) (also written f′, f″).")

    /// The functions of every `--define`; a usage error for one without `=` or a name given twice,
    /// a located error for a definition that does not read.
    static func functions(_ arguments: ArgumentList) throws -> NamedFunctions {
        var definitions: [String: String] = [:]
        for definition in try arguments.values("define") {
            guard let equals = definition.firstIndex(of: "=") else {
                throw arguments.error("option --define needs NAME=EXPR, as in --define f='x^2', not '\(definition)'")
            }
            let name = String(definition[..<equals]).trimmingWhitespace
            guard definitions[name] == nil else { throw arguments.error("--define defines '\(name)' twice") }
            definitions[name] = String(definition[definition.index(after: equals)...])
        }
        do {
            return try NamedFunctions(definitions)
        } catch {
            let source = definitions[error.name] ?? ""
            let location = error.offset.map { "\n" + SourceCaret.lines(source, at: $0) } ?? ""
            throw CommandFailure(message: "error: --define \(error.name): \(error.message)\(location)")
        }
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
