import PlotCore

/// libFuzzer entry point for the whole expression pipeline, built by `Fuzz/run.sh expression`:
/// bytes → `Expression` → description → re-parse → `compiled()` → single and block evaluation
/// → the sampler on small viewports; then the same with declared parameters (docs/language.md#parameters) whose
/// letters meet function names (`asin`, `abs`, `pi`, `cos`, `log`). The derivative of every expression
/// read goes through the same checks but the sampler. An input of several lines is also read as named
/// functions (docs/language.md#named-functions), one `f=EXPR` a line, and the expression on its last line.
/// Every input is read again in t and in θ (docs/language.md#the-variable), its description read back in the same
/// variable, and sampled as the parametric curve (t, f(t)) or the polar curve r = f(θ) (docs/sampling.md#parametric-curves).
/// Every input is also read as a relation, as written, as an equation and as an inequality, and drawn pixel by pixel
/// (RelationFuzzCheck.swift).
///
/// AddressSanitizer catches what unchecked pointers do wrong (the compiled program runs on raw
/// buffers); the traps below catch promises the core makes that the tests only check by example.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Invalid UTF-8 becomes U+FFFD, as any text decoded leniently would reach the parser.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    check(text, parameters: [:])
    check(text, parameters: fuzzParameters)
    check(text, parameters: [:], variable: .t)
    check(text, parameters: [:], variable: .theta)
    checkRelations(text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > 1 {
        var definitions: [String: String] = [:]
        for line in lines.dropLast() {
            guard let equals = line.firstIndex(of: "=") else { continue }
            definitions[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        if let functions = try? NamedFunctions(definitions) {
            check(String(lines.last!), parameters: [:], functions: functions)
            // A function named t cannot be called beside the variable t: the caller refuses it first.
            if !functions.names.contains("t") { check(String(lines.last!), parameters: [:], functions: functions, variable: .t) }
        }
    }
    return 0
}

/// Letters that run into function names and constants, with values that keep most things defined.
private let fuzzParameters: [Character: Double] = ["a": 1.5, "b": -2, "c": 0.5, "s": 3, "i": -0.25, "n": 2,
                                                   "p": 0.75, "o": 4, "l": 1.25, "g": -3]

private func check(_ text: String, parameters: [Character: Double], functions: NamedFunctions = NamedFunctions(),
                   variable: ExpressionVariable = .x) {
    let declared = Set(parameters.keys)
    guard let expression = try? Expression(text, parameters: declared, functions: functions, variable: variable) else { return }
    check(expression, text, parameters: parameters, samples: true)
    // A derivative is an expression like any other; its description, a formula longer and deeper
    // than its source, reads back within the language's limits.
    if let slope = expression.derivative() {
        check(slope, "d/dx " + text, parameters: parameters, samples: false)
    }
}

private func check(_ expression: Expression, _ text: String, parameters: [Character: Double], samples: Bool) {
    let declared = Set(parameters.keys)
    // The description is what pages show and links carry: it must read back as the same formula,
    // with the same value everywhere, without any named functions (their calls are written out).
    // (Its text need not be a fixed point: "x − −1" reads back as "x + 1", which is cosmetic.)
    let described = expression.description
    let reparsed: CompiledExpression
    do {
        reparsed = try Expression(described, parameters: declared, variable: expression.variable).compiled(parameters: parameters)
    } catch where !samples && [.tooLong, .tooDeep].contains(error.kind) {
        return
    } catch {
        fatalError("the description \(quoted(described)) of \(quoted(text)) does not parse: \(error)")
    }

    let function = expression.compiled(parameters: parameters)
    // More x than one block (512) so the block path crosses a block boundary with a short tail.
    let specials: [Double] = [0, -0.0, 1e-300, -1e-300, 1e300, -1e300, .nan, .infinity, -.infinity,
                              1, -1, 0.5, .pi, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
    let xs = specials + (0..<600).map { -10 + 20 * Double($0) / 599 }
    let block = function.evaluate(xs)
    for (x, y) in zip(xs, block) {
        let single = function.evaluate(at: x)
        if !same(single, y) {
            fatalError("\(quoted(text)) at x = \(x): evaluate(at:) gives \(single), the block gives \(y)")
        }
        let again = reparsed.evaluate(at: x)
        if !same(single, again) {
            fatalError("\(quoted(text)) at x = \(x) is \(single), its description \(quoted(described)) is \(again)")
        }
    }

    if samples && expression.variable != .x {
        checkCurve(function, text, variable: expression.variable)
        return
    }
    for (viewport, mode) in fuzzViewports where samples {
        guard let result = try? Sampler().sample(function, in: viewport, mode: mode) else { continue }
        for point in result.segments.joined() where !(point.x.isFinite && point.y.isFinite) {
            fatalError("\(quoted(text)) sampled over \(viewport) gives the point \(point)")
        }
    }
}

/// Small enough that one input costs well under a millisecond, different enough to reach
/// refinement, clipping, domain edges and the uniform mode.
private let fuzzViewports: [(Viewport, SamplingMode)] = [
    (try! Viewport(xMin: -10, xMax: 10, yMin: -5, yMax: 5, width: 64, height: 48), .auto),
    (try! Viewport(xMin: -1e-3, xMax: 1e-3, yMin: -1e6, yMax: 1e6, width: 32, height: 32), .auto),
    (try! Viewport(xMin: 1e6, xMax: 1e6 + 1, yMin: -1, yMax: 1, width: 16, height: 16), .uniform(20)),
]

/// The parametric sampler on (t, f(t)) for t in −10 … 10, or the polar r = f(θ) for θ in 0 … 2π: finite points, the
/// t of each, and no more evaluations than its budget and searches allow.
private func checkCurve(_ function: CompiledExpression, _ text: String, variable: ExpressionVariable) {
    let curve = variable == .theta ? ParametricCurve.polar(r: function, from: 0, to: 2 * .pi)
        : ParametricCurve(x: ClosureFunction { $0 }, y: function, from: -10, to: 10)
    let sampler = ParametricSampler()
    guard let result = try? sampler.sample(curve, in: fuzzViewports[0].0) else {
        fatalError("\(quoted(text)) in \(variable.name) could not be sampled")
    }
    for point in result.segments.joined() where !(point.x.isFinite && point.y.isFinite) {
        fatalError("\(quoted(text)) in \(variable.name) gives the point \(point)")
    }
    if result.parameters.map(\.count) != result.segments.map(\.count) || result.evaluations > sampler.mostEvaluations {
        fatalError("\(quoted(text)) in \(variable.name): \(result.evaluations) evaluations, parameters not one per point")
    }
}

/// Equal to the last bit, or both undefined in the same way (NaN payloads may differ).
private func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

/// The text in quotes with control characters escaped, so a failure message shows the input.
private func quoted(_ text: String) -> String { text.debugDescription }
