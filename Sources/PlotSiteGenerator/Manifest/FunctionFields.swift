import PlotCore

/// Reads `functions` (docs/manifest.md#named-functions; gallery.json only): `{"f": "x^3 - 3x", "g": "sin(x)/x"}`
/// on the manifest, for every plot, or on one plot, whose definition wins for a name both give. A
/// problem is reported where the definition was written: `plots[2].functions.f` at its line and column.
extension FigureFieldChecker {
    /// One definition with where it was written.
    private struct Definition {
        let source: String
        let subject: String
        let keyLocation: SourceLocation
        let valueLocation: SourceLocation
    }

    /// Reads the manifest's `inherited` functions and the plot's `field` into ``namedFunctions``, after
    /// the parameters (a name may not be one of them); reports a problem and keeps none on failure.
    mutating func functions(inherited: JSONValue?, _ field: Field?) {
        var definitions: [String: Definition] = [:]
        if let inherited { read(inherited, subject: "functions", into: &definitions) }
        if let field {
            if case .object(let object) = field.value {
                read(object, subject: "\(entry).functions", into: &definitions)
            } else {
                report(field.valueLocation, "\(entry).functions", "must be an object such as {\"f\": \"x^2\"}, not \(field.value.shown)")
            }
        }
        guard !definitions.isEmpty else { return }
        // Every definition's problem is told, and the good ones stay usable: one mistake hides no other.
        let (functions, problems) = NamedFunctions.reading(definitions.mapValues(\.source), parameters: declaredParameters)
        namedFunctions = functions
        unavailableFunctions = Set(definitions.keys.compactMap { $0.count == 1 ? $0.first : nil }).subtracting(functions.names)
        for error in problems {
            guard let definition = definitions[error.name] else { continue }
            if let offset = error.offset {
                report(textLocation(definition.valueLocation, offset), definition.subject, error.message,
                       detail: SourceCaret.lines(definition.source, at: offset))
            } else {
                report(definition.keyLocation, definition.subject, error.message)
            }
        }
    }

    private mutating func read(_ value: JSONValue, subject: String, into definitions: inout [String: Definition]) {
        guard case .object(let members, _) = value else {
            report(value.location, subject, "must be an object such as {\"f\": \"x^2\"}, not \(value.typeName)")
            return
        }
        for (name, keyLocation, member) in members {
            guard case .string(let source, let location) = member else {
                report(member.location, "\(subject).\(name.abridged)", "must be an expression in quotes, such as \"x^2\", not \(member.typeName)")
                continue
            }
            definitions[name] = Definition(source: source, subject: "\(subject).\(name.abridged)", keyLocation: keyLocation,
                                           valueLocation: location)
        }
    }
}
