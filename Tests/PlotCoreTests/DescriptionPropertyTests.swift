import Testing
@testable import PlotCore

/// Descriptions are fixed points (docs/language.md#descriptions): for any accepted source, the description is accepted,
/// means the same (the same double at every x, or undefined at both) and describes to itself, within
/// the limits of 10 000 characters and 200 levels of nesting. Checked on random sources from
/// ``RandomExpression`` and on the known hard cases. The JS twin is
/// `Tests/JS/description-property.test.mjs`.
@Suite struct DescriptionPropertyTests {
    private static let xs: [Double] = [-2.5, -1, -0.5, -0.0, 0, 0.5, 1, 2, 3.7, 1e-300, -7e10]

    /// Long sources are named by their start and length in messages.
    private static func label(_ source: String) -> String {
        let count = source.unicodeScalars.count
        return count > 60 ? "\"\(String(source.unicodeScalars.prefix(60)))\"… (\(count) chars)" : "\"\(source)\""
    }

    /// The failure for one source, or nil when its description is a fixed point meaning the same.
    private static func fixedPointFailure(_ source: String, at xs: [Double] = xs,
                                          parameters: [Character: Double] = [:]) throws -> String? {
        let declared = Set(parameters.keys)
        let first = try Expression(source, parameters: declared)
        let description = first.description
        let count = description.unicodeScalars.count
        if count > ExpressionLimits.maximumLength { return "\(label(source)): description of \(count) characters" }
        let again: Expression
        do {
            again = try Expression(description, parameters: declared)
        } catch {
            return "\(label(source)): description \(label(description)) does not parse: \(error)"
        }
        if again.description != description {
            return "\(label(source)): \(label(description)) describes as \(label(again.description))"
        }
        let (f, g) = (first.compiled(parameters: parameters), again.compiled(parameters: parameters))
        for x in xs {
            // nil where undefined; otherwise the bit patterns tell −0 from 0.
            let (a, b) = (f.value(at: x), g.value(at: x))
            if a?.bitPattern != b?.bitPattern {
                return "\(label(source)) at x = \(x): \(String(describing: a)), its description \(String(describing: b))"
            }
        }
        return nil
    }

    private func expectFixedPoint(_ source: String, at xs: [Double] = xs,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let failure = try Self.fixedPointFailure(source, at: xs)
        #expect(failure == nil, sourceLocation: sourceLocation)
    }

    /// FNV-1a over the UTF-8 bytes: one number that pins a whole stream of sources.
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    // MARK: - Random sources

    @Test func randomSourcesAreDeterministicAndTheSameAsTheJSGenerators() {
        var generator = RandomExpression(seed: 42)
        let sources = (0..<200).map { _ in generator.next() }
        #expect(sources[0] == "-.547atan(+5.-(sgn(9.) − x·pi)*1e-20) + 1e308^(−5.693e−18 - √(42π))atan(4.--62.0)")
        // The same constant is in Tests/JS/description-property.test.mjs.
        #expect(String(Self.fnv1a(sources.joined(separator: "\n")), radix: 16) == "9aa51725386a4a14")
    }

    @Test func randomSourcesParse() {
        var generator = RandomExpression(seed: 1)
        for _ in 0..<2_000 {
            let source = generator.next()
            #expect(throws: Never.self, "\(Self.label(source)) should parse") { try Expression(source) }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func descriptionsOfRandomSourcesAreFixedPointsThatMeanTheSame(seed: UInt64) throws {
        var generator = RandomExpression(seed: seed)
        var failures: [String] = []
        for _ in 0..<1_000 {
            if let failure = try Self.fixedPointFailure(generator.next()) { failures.append(failure) }
        }
        #expect(Array(failures.prefix(5)) == [])
    }

    /// A random source inside a context that makes the readable description too long or too deep, so
    /// that the compact form is tested on the whole grammar too.
    private static let compactContexts: [(name: String, wrap: @Sendable (String) -> String)] = [
        // Before the source, not after it: a source may end in a restriction, which ends its sum.
        ("a long sum", { r in String(repeating: "x+", count: (9_990 - r.unicodeScalars.count) / 2) + r }),
        ("a long product", { r in String(repeating: "x", count: 9_988 - r.unicodeScalars.count) + "(" + r + ")" }),
        ("a long sum of .5", { r in String(repeating: ".5+", count: (9_990 - r.unicodeScalars.count) / 3) + r }),
        ("a long sum of 2e and 3", { r in String(repeating: "2e +3+", count: (9_990 - r.unicodeScalars.count) / 6) + r }),
        ("a long product of negated factors",
         { r in String(repeating: "2*-", count: (9_988 - r.unicodeScalars.count) / 3) + "(" + r + ")" }),
        ("a hundred and one minus signs", { r in String(repeating: "-", count: 101) + "(" + r }),
        ("sixty-seven negative exponents", { r in String(repeating: "2^-", count: 67) + "(" + r + ")" }),
    ]

    @Test(arguments: 0..<compactContexts.count)
    func randomSourcesInLongOrDeepContextsHaveCompactDescriptionsThatAreFixedPoints(context: Int) throws {
        let wrap = Self.compactContexts[context].wrap
        var generator = RandomExpression(seed: 5)
        var failures: [String] = []
        for _ in 0..<12 {
            let source = wrap(generator.next().trimmingSpaces)
            let description = try Expression(source).description
            #expect(!description.contains(" + ") && !description.contains(" − "),
                    "\(Self.label(source)) in \(Self.compactContexts[context].name) should be compact")
            if let failure = try Self.fixedPointFailure(source, at: [-1, -0.0, 0, 0.5, 1]) { failures.append(failure) }
        }
        #expect(Array(failures.prefix(3)) == [])
    }

    // MARK: - Known hard cases

    @Test func allTheSignsOfATermMoveIntoItsOperator() throws {
        #expect(try Expression("x---1").description == "x − 1")
        #expect(try Expression("x+-(-(-2x))").description == "x − 2x")
        try expectFixedPoint("x---1")
        try expectFixedPoint("x - -(-(-(-x)))")
    }

    @Test func hundredAndOneNestedMinusSignsDescribeWithinTheDepthLimit() throws {
        let source = String(repeating: "-", count: 101) + "x"
        #expect(try Expression(source).description == String(repeating: "−", count: 101) + "x")
        try expectFixedPoint(source)
        // Few enough to stay readable: −(−(…)).
        #expect(try Expression("---x").description == "−(−(−x))")
    }

    @Test func sumOfNearlyTenThousandCharactersHasACompactDescriptionThatReadsBack() throws {
        let source = "x" + String(repeating: "+x", count: 4_999)
        #expect(source.unicodeScalars.count == 9_999)
        #expect(try Expression(source).description == source)
        try expectFixedPoint(source)
        // Short sums keep their spaces.
        #expect(try Expression("x+x+x").description == "x + x + x")
    }

    @Test(arguments: [
        String(repeating: "(", count: 200) + "x" + String(repeating: ")", count: 200),
        String(repeating: "-", count: 200) + "x",
        String(repeating: "-(", count: 100) + "x",
        String(repeating: "sin(", count: 199) + "x",
        String(repeating: "√", count: 200) + "x",
        String(repeating: "2^", count: 200) + "x",
        String(repeating: "2^-", count: 100) + "x",
        String(repeating: "2*-(", count: 100) + "x",
        String(repeating: "(x+", count: 200) + "1",
        String(repeating: "√(-", count: 100) + "x",
    ])
    func twoHundredDeepNestingDescribesWithinTheDepthLimit(source: String) throws {
        try expectFixedPoint(source, at: [-1, -0.0, 0.5])
    }

    @Test(arguments: [
        String(repeating: "x", count: 10_000),
        String(repeating: ".5+", count: 3_332) + ".5",
        String(repeating: "1*-", count: 3_333) + "x",
        String(repeating: "x+", count: 4_600) + String(repeating: "sin(", count: 199) + "x",
        String(repeating: "2e +3+", count: 1_666) + "x",
        String(repeating: "x^-1", count: 2_500),
        String(repeating: "pi", count: 5_000),
        String(repeating: "x²^3", count: 2_500),
        String(repeating: "x^-(2)", count: 1_666),
    ])
    func descriptionNeverGrowsPastTheLimits(source: String) throws {
        #expect(source.unicodeScalars.count <= ExpressionLimits.maximumLength)
        try expectFixedPoint(source, at: [-1, 0.5])
    }

    @Test(arguments: ["0.1", "0.30000000000000004", "1e-20", "1e300", "5e-324", "9007199254740993",
                      "1.7976931348623157e308", "2.2250738585072014e-308", "4.9406564584124654e-324",
                      "123456789012345678901234567890"])
    func numbersReadBackToTheSameDouble(literal: String) throws {
        let description = try Expression(literal).description
        #expect(try Expression(description).compiled().value(at: 0) == Double(literal))
        try expectFixedPoint("x+\(literal)", at: [0, 1])
    }

    // MARK: - Parameters

    /// Letters that meet function names (`a`·`sin`, `s`·`i`·`n`, `p`·`i`, `a`·`b`·`s`) and their values.
    private static let parameterValues: [Character: Double] = ["a": 1.5, "b": -2, "c": 0.5, "s": 3, "i": -0.25,
                                                                "n": 2, "p": 0.75, "o": 4, "l": 1.25, "g": -3]

    /// Random sources over parameters, x, e and function names run together, from a fixed LCG so
    /// that `Tests/JS/description-property.test.mjs` draws the very same ones.
    private static func parameterSources(seed: UInt32, count: Int) -> [String] {
        let pieces = ["a", "b", "c", "s", "i", "n", "p", "o", "l", "g", "x", "e", "2", "0.5", "π", "²", "√",
                      "sin(", "asin(", "abs(", "exp(", "log(", "cos(", "(", ")", "+", "-", "*", "/", "^", " "]
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 8) % bound
        }
        return (0..<count).map { _ in (0..<(1 + next(14))).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test func randomSourcesWithParametersAreTheSameAsTheJSOnes() {
        let sources = Self.parameterSources(seed: 7, count: 500)
        // The same constant is in Tests/JS/description-property.test.mjs.
        #expect(String(Self.fnv1a(sources.joined(separator: "\n")), radix: 16) == "47c3f787a1b981c3")
    }

    @Test func descriptionsWithParametersAreFixedPointsThatMeanTheSame() throws {
        var (accepted, failures) = (0, [String]())
        for source in Self.parameterSources(seed: 7, count: 4_000) {
            guard (try? Expression(source, parameters: Set(Self.parameterValues.keys))) != nil else { continue }
            accepted += 1
            if let failure = try Self.fixedPointFailure(source, parameters: Self.parameterValues) { failures.append(failure) }
        }
        #expect(accepted >= 500)
        #expect(Array(failures.prefix(5)) == [])
    }

    @Test func longProductsOfParametersHaveCompactDescriptionsThatAreFixedPoints() throws {
        var failures: [String] = []
        for source in Self.parameterSources(seed: 11, count: 12) {
            // Juxtaposed with a long run of letters, the description must be compact: no name may
            // form where two factors touch.
            for wrapped in [String(repeating: "ab", count: 4_990) + "(" + source + ")",
                            "(" + source + ")" + String(repeating: "xa", count: 4_990),
                            String(repeating: "pix", count: 3_300) + "(" + source + ")"] {
                guard (try? Expression(wrapped, parameters: Set(Self.parameterValues.keys))) != nil else { continue }
                if let failure = try Self.fixedPointFailure(wrapped, at: [-1, 0.5], parameters: Self.parameterValues) {
                    failures.append(failure)
                }
            }
        }
        #expect(Array(failures.prefix(3)) == [])
    }

    @Test func compactDescriptionsSeparateParametersOnlyWhereANameWouldForm() throws {
        let letters = Set(Self.parameterValues.keys)
        func compact(_ factors: String) throws -> String {
            // Enough `x` in front to break the length limit of the readable form (`x·x·…`).
            let description = try Expression(String(repeating: "x", count: 5_001) + factors, parameters: letters).description
            return String(description.dropFirst(5_001))
        }
        #expect(try compact("ab") == "ab")
        #expect(try compact("a*b*s") == "ab·s")
        #expect(try compact("p*i") == "p·i")
        #expect(try compact("a*sin(x)*b") == "a·sin(x)b")
        #expect(try compact("a*x*p") == "axp")
        #expect(try compact("e*x*p") == "ex·p")
        #expect(try compact("c*o*s") == "co·s")
        #expect(try Expression(String(repeating: "ab", count: 5_000), parameters: letters).description
                == String(repeating: "ab", count: 5_000))
    }
}

extension String {
    /// Without the spaces the generator sometimes puts around a whole source.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
