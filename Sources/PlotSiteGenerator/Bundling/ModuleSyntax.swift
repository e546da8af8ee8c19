/// The module statements of one ES module, read by tokens, as the live view's bundle needs them
/// (docs/architecture.md#delivery): what it imports and under which local names, what it exports
/// under which names, where its dynamic `import('…')`s are, and the source ranges each occupies.
///
/// It reads the forms the theme's modules use and refuses, with the file and line, the ones the bundle
/// cannot carry over faithfully: `export *`, destructuring in an exported declaration, `import.meta`
/// (a bundled module no longer has its own URL), import attributes.
struct ModuleSyntax {
    /// One binding an import makes: `b` in `import { a as b }` takes `a`; `import d from` takes `default`.
    struct Binding: Equatable {
        let imported: String
        let local: String
    }

    /// `import … from '…'` or `import '…'`.
    struct Import {
        let specifier: String
        /// The named (and default) bindings.
        let bindings: [Binding]
        /// `ns` of `import * as ns from '…'`.
        let namespace: String?
        /// The whole statement with its semicolon, in scalars.
        let range: Range<Int>

        /// Its bindings as constants taken from the imported module's namespace object `source`:
        /// `const ns = $$m3;`, `const { a, b: c } = $$m3;`.
        func constants(from source: String) -> [String] {
            var lines = namespace.map { ["const \($0) = \(source);"] } ?? []
            if !bindings.isEmpty {
                let names = bindings.map { $0.imported == $0.local ? $0.local : "\($0.imported): \($0.local)" }
                lines.append("const { \(names.joined(separator: ", ")) } = \(source);")
            }
            return lines
        }
    }

    /// An exported name and where its value comes from.
    enum ExportSource: Equatable {
        /// A binding of the module itself.
        case local(String)
        /// `export { a as b } from '…'`: the name `imported` of that module.
        case module(specifier: String, imported: String)
    }

    typealias Edit = SourceEdits.Edit

    /// `import('…')` with a literal argument.
    struct DynamicImport {
        let specifier: String
        /// `import('…')` whole, in scalars.
        let callRange: Range<Int>
        /// The string literal alone.
        let specifierRange: Range<Int>
    }

    let file: String
    let scalars: [Unicode.Scalar]
    private(set) var imports: [Import] = []
    /// Exported name → its value, in source order.
    private(set) var exports: [(name: String, source: ExportSource)] = []
    /// The static `export … from '…'` statements' specifiers (the module depends on them).
    private(set) var reexportSpecifiers: [String] = []
    /// `export` keywords removed, `export default` made a declaration, export lists removed.
    private(set) var exportEdits: [Edit] = []
    private(set) var dynamicImports: [DynamicImport] = []

    /// The local name `export default <expression>` is given in a bundle.
    static let defaultExportLocal = "$$default"

    init(source: String, file: String) throws(CompactionError) {
        self.file = file
        scalars = Array(source.unicodeScalars)
        let tokens = try JSTokenizer.tokens(in: source, file: file)
        var reader = TokenReader(tokens: tokens, file: file)
        var depth = 0
        while let token = reader.peek() {
            if token.isKeyword("import") {
                try readImport(&reader, topLevel: depth == 0)
            } else if token.isKeyword("export") && depth == 0 {
                try readExport(&reader)
            } else {
                if token.kind == .punctuator {
                    if ["{", "(", "["].contains(token.text) { depth += 1 }
                    if ["}", ")", "]"].contains(token.text) { depth -= 1 }
                }
                reader.advance()
            }
        }
    }

    /// The static specifiers the module depends on, imports and re-exports, in source order, once each.
    var staticSpecifiers: [String] {
        var seen = Set<String>()
        return (imports.map(\.specifier) + reexportSpecifiers).filter { seen.insert($0).inserted }
    }

    // MARK: - Imports

    private mutating func readImport(_ reader: inout TokenReader, topLevel: Bool) throws(CompactionError) {
        let keyword = reader.take()
        if let next = reader.peek(), next.isPunctuator(".") {
            throw reader.error(at: keyword, "import.meta cannot move into the live view's bundle (a bundled module has no URL of its own)")
        }
        if let next = reader.peek(), next.isPunctuator("(") {
            reader.advance()
            guard let argument = reader.peek(), argument.kind == .string else { return }  // a computed import(): not the theme's file
            reader.advance()
            guard let close = reader.peek(), close.isPunctuator(")") else {
                throw reader.error(at: keyword, "import() with options cannot move into the live view's bundle")
            }
            reader.advance()
            dynamicImports.append(DynamicImport(specifier: JSStringLiteral.value(of: argument.text),
                                                callRange: keyword.range.lowerBound..<close.range.upperBound, specifierRange: argument.range))
            return
        }
        guard topLevel else { throw reader.error(at: keyword, "an import statement must stand at the module's top level") }
        var bindings: [Binding] = []
        var namespace: String?
        if let string = reader.peek(), string.kind == .string {
            reader.advance()
            imports.append(Import(specifier: JSStringLiteral.value(of: string.text), bindings: [], namespace: nil,
                                  range: keyword.range.lowerBound..<reader.endOfStatement(after: string)))
            return
        }
        while true {
            let token = try reader.expectAny(after: keyword)
            if token.isPunctuator("*") {
                try reader.expectKeyword("as", after: keyword)
                namespace = try reader.expectIdentifier(after: keyword).text
            } else if token.isPunctuator("{") {
                bindings += try reader.readSpecifierList(after: keyword)
            } else if token.kind == .identifier && !token.isKeyword("from") {
                bindings.append(Binding(imported: "default", local: token.text))
            } else if token.isKeyword("from") {
                let specifier = try reader.expectString(after: keyword)
                imports.append(Import(specifier: JSStringLiteral.value(of: specifier.text), bindings: bindings, namespace: namespace,
                                      range: keyword.range.lowerBound..<reader.endOfStatement(after: specifier)))
                return
            } else if !token.isPunctuator(",") {
                throw reader.error(at: token, "unexpected \(token.text) in an import statement")
            }
        }
    }

    // MARK: - Exports

    private mutating func readExport(_ reader: inout TokenReader) throws(CompactionError) {
        let keyword = reader.take()
        let next = try reader.expectAny(after: keyword)
        let removeKeyword = Edit(range: keyword.range, replacement: "")
        switch next.text {
        case "{":
            let list = try reader.readSpecifierList(after: keyword)
            var end = reader.endOfStatement(after: reader.previous!)
            if let from = reader.peek(), from.isKeyword("from") {
                reader.advance()
                let specifier = try reader.expectString(after: keyword)
                let value = JSStringLiteral.value(of: specifier.text)
                reexportSpecifiers.append(value)
                exports += list.map { ($0.local, .module(specifier: value, imported: $0.imported)) }
                end = reader.endOfStatement(after: specifier)
            } else {
                exports += list.map { ($0.local, .local($0.imported)) }
            }
            exportEdits.append(Edit(range: keyword.range.lowerBound..<end, replacement: ""))
        case "default":
            if let declaration = reader.peek(), declaration.isKeyword("function") || declaration.isKeyword("class") || declaration.isKeyword("async") {
                let name = try reader.declaredName(after: keyword)
                exports.append(("default", .local(name)))
                exportEdits.append(Edit(range: keyword.range.lowerBound..<next.range.upperBound, replacement: ""))
            } else {
                exports.append(("default", .local(Self.defaultExportLocal)))
                exportEdits.append(Edit(range: keyword.range.lowerBound..<next.range.upperBound, replacement: "const \(Self.defaultExportLocal) ="))
            }
        case "function", "class", "async":
            reader.back()
            let name = try reader.declaredName(after: keyword)
            exports.append((name, .local(name)))
            exportEdits.append(removeKeyword)
        case "const", "let", "var":
            reader.back()
            for name in try reader.declaredVariables(after: keyword) { exports.append((name, .local(name))) }
            exportEdits.append(removeKeyword)
        default:
            throw reader.error(at: next, "export \(next.text) cannot move into the live view's bundle")
        }
    }
}
