import PlotCore

/// Reads a plot's `parameters` (docs/manifest.md#parameters; gallery.json only): one object per letter with
/// its slider's `value`, `min` and `max` (numbers or constant expressions such as `"-π"`) and an
/// optional `step`. Every problem names the parameter and the field: `plots[2].parameters.a.min`.
extension FigureFieldChecker {
    static let parameterKeys = ["value", "min", "max", "step"]
    static let parameterExample = "{\"value\": 1, \"min\": 0, \"max\": 3}"

    /// The declared parameters, each with where its name was written (for the warning about one
    /// that no curve uses). Every well-formed name is added to ``declaredParameters`` even when its
    /// numbers have a problem, so that a curve using it does not also call the letter unknown.
    mutating func parameters(_ field: Field) -> [(Parameter, Place)] {
        let subject = "\(entry).parameters"
        guard case .object(.object(let members, _)) = field.value else {
            report(field.valueLocation, subject, "must be an object such as {\"a\": \(Self.parameterExample)}, not \(field.value.shown)")
            return []
        }
        if members.isEmpty {
            report(field.valueLocation, subject, "is empty: declare 1 to \(Parameter.maximumCount) parameters, or leave it out")
            return []
        }
        let names = members.map { parameterName($0.key, at: $0.keyLocation, subject) }
        declaredParameters.formUnion(names.compactMap { $0 })
        guard members.count <= Parameter.maximumCount else {
            report(field.valueLocation, subject,
                   "declares \(members.count) parameters; a plot may have at most \(Parameter.maximumCount) (one slider each)")
            return []
        }
        return zip(members, names).compactMap { member, name in
            guard let name else { return nil }
            let parameterSubject = "\(subject).\(name)"
            return parameter(name, member.value, parameterSubject)
                .map { ($0, Place(subject: parameterSubject, location: member.keyLocation)) }
        }
    }

    /// A key of `parameters` as a letter, or nil after saying why it cannot be one.
    private mutating func parameterName(_ key: String, at location: SourceLocation, _ subject: String) -> Character? {
        if key.count == 1, let letter = key.first, Expression.isValidParameter(letter) { return letter }
        let reason: String
        switch key {
        case "x": reason = "x is the variable"
        case "e": reason = "e is the constant 2.71828…"
        case _ where key.count == 1 && key != key.lowercased() && Expression.isValidParameter(Character(key.lowercased())):
            reason = "parameters are lower case: \"\(key.lowercased())\""
        default: reason = "a parameter is one letter a–z other than x and e"
        }
        report(location, subject, "\(FieldValue.string(key).shown) cannot be a parameter (\(reason))")
        return nil
    }

    /// One parameter's numbers, each on its own and then against each other; nil after reporting.
    private mutating func parameter(_ name: Character, _ element: JSONValue, _ subject: String) -> Parameter? {
        let before = problems.count
        guard let members = members(of: element, subject, known: Self.parameterKeys, example: Self.parameterExample) else { return nil }
        for key in ["value", "min", "max"] where members[key] == nil {
            report(element.location, subject, "\"\(key)\" is missing (a parameter needs value, min and max, as in \(Self.parameterExample))")
        }
        let value = members["value"].flatMap { constant($0, "\(subject).value") }
        let min = members["min"].flatMap { constant($0, "\(subject).min") }
        let max = members["max"].flatMap { constant($0, "\(subject).max") }
        let step = members["step"].flatMap { number($0, "\(subject).step") }
        guard problems.count == before, let value, let min, let max,
              let valueField = members["value"], let minField = members["min"] else { return nil }

        // One mistake, one message: the range first, as value and step are judged against it.
        let range = "\(Self.written(min)) … \(Self.written(max))"
        if min.value >= max.value {
            report(minField.location, "\(subject).min", "must be less than max (\(Self.written(max))), not \(Self.written(min))")
            return nil
        }
        if let reason = PlotFieldChecker.drawingProblem(min.value, max.value) {
            report(minField.location, "\(subject).min", "the range \(range) is \(reason)")
            return nil
        }
        if !(min.value...max.value).contains(value.value) {
            report(valueField.location, "\(subject).value", "must be within min … max (\(range)), not \(Self.written(value))")
            return nil
        }
        if let step, let stepField = members["step"] {
            if step <= 0 {
                report(stepField.location, "\(subject).step", "must be greater than 0, not \(Self.text(step))")
                return nil
            }
            if step > max.value - min.value {
                report(stepField.location, "\(subject).step",
                       "must be at most max − min (\(Self.text(max.value - min.value))), not \(Self.text(step)): the slider could not move")
                return nil
            }
        }
        return Parameter(name: name, value: value.value, min: min.value, max: max.value, step: step,
                         minDescription: min.description, maxDescription: max.description)
    }

    /// A number as the manifest wrote it: the constant expression's description (`−π`), else the number.
    private static func written(_ constant: (value: Double, description: String?)) -> String {
        constant.description ?? text(constant.value)
    }

    /// After an expression's error: the advice to declare the letter it stopped at, when that letter
    /// could be a parameter and the manifest can declare one; else "".
    func parameterHint(_ error: ExpressionError, in source: String) -> String {
        guard suggestsParameters, error.kind == .unknownName, error.message.hasPrefix("unknown name"),
              error.offset < source.unicodeScalars.count else { return "" }
        let scalar = source.unicodeScalars[source.unicodeScalars.index(source.unicodeScalars.startIndex, offsetBy: error.offset)]
        let letter = Character(scalar)
        // Only a one-letter name the lexer had no other advice for could be a slider: not `inf`, nor the d of `d/dx`.
        guard error.message.hasPrefix("unknown name '\(letter)' (the variable is"), Expression.isValidParameter(letter),
              !declaredParameters.contains(letter) else { return "" }
        return "; to use \(letter) as a slider, declare it in \(entry).parameters"
    }
}
