/// Shortens the local names of a bundle's modules (docs/architecture.md#delivery): the boot script is in every
/// first visit, and its long, readable names (`pointersDown`, `unmovedView`) are a tenth of its compressed bytes.
///
/// A bundle (``BundleWriter``) holds each module in a function of its own, `const $$b3=(()=>{…})();`. In each,
/// a name declared there (`const`, `let`, `var`, `function`, `class`, a plain parameter of a function with a
/// block body) is written shorter wherever it is used, when every use lies within the reach of one of its
/// declarations (so no use is the browser's global of that name) and it is never a property: not after `.`,
/// not before `:`, not alone between `{`/`,` and `}`/`,`/`=` (shorthand), not inside a template literal. The
/// new names are used nowhere else in the file, each module's names distinct, so nothing is captured.
/// What is not sure to be a local name keeps its name: the result is the same program, only shorter.
enum JSLocalNames {
    /// `compacted` (``JSCompactor/compact(_:file:)``'s output) with its modules' local names shortened; a source
    /// that is no bundle comes back as it is.
    static func shortened(_ compacted: String, file: String) throws(CompactionError) -> String {
        let tokens = try JSTokenizer.tokens(in: compacted, file: file)
        let partners = matchingBrackets(tokens)
        let used = Set(tokens.filter { $0.kind == .identifier }.map(\.text))
        let templates = tokens.filter { $0.kind == .template }.map(\.text)
        var edits: [SourceEdits.Edit] = []
        for module in modules(tokens, partners) {
            let (names, uses) = renamable(in: module, tokens, partners, templates: templates)
            // The names used most get the shortest.
            let order = names.sorted { (uses[$0]!.count, $1) > (uses[$1]!.count, $0) }
            for (name, short) in zip(order, freshNames(count: names.count, avoiding: used)) {
                edits += uses[name]!.map { .init(range: tokens[$0].range, replacement: short) }
            }
        }
        return edits.isEmpty ? compacted : SourceEdits.apply(edits, to: Array(compacted.unicodeScalars))
    }

    /// For each bracket token's index, the index of its partner (`(`↔`)`, `[`↔`]`, `{`↔`}`).
    private static func matchingBrackets(_ tokens: [JSToken]) -> [Int: Int] {
        var partners: [Int: Int] = [:], open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuator {
            switch token.text {
            case "(", "[", "{": open.append(index)
            case ")", "]", "}":
                if let start = open.popLast() { partners[start] = index; partners[index] = start }
            default: break
            }
        }
        return partners
    }

    /// The token ranges of the bundle's modules: the bodies of `const $$bN=(()=>{` … `})()` at the top level.
    private static func modules(_ tokens: [JSToken], _ partners: [Int: Int]) -> [Range<Int>] {
        var bodies: [Range<Int>] = [], index = 0
        let head = ["=", "(", "(", ")", "=>", "{"]
        while index + 7 < tokens.count {
            if tokens[index].isKeyword("const"), tokens[index + 1].text.hasPrefix("$$b"),
               zip(head, tokens[(index + 2)...(index + 7)]).allSatisfy({ $0 == $1.text }), let end = partners[index + 7] {
                bodies.append((index + 8)..<end)
                index = end
            }
            index += 1
        }
        return bodies
    }

    /// The names declared in `module` that are safe to shorten, and where each identifier of the module is used.
    private static func renamable(in module: Range<Int>, _ tokens: [JSToken], _ partners: [Int: Int],
                                  templates: [String]) -> (names: Set<String>, uses: [String: [Int]]) {
        let nesting = Nesting(tokens, module)
        // Where each declared name reaches: its declaration's block (or its function's body, for a parameter).
        var reach: [String: [ClosedRange<Int>]] = [:]
        let declaring: Set<String> = ["const", "let", "var", "function", "class"]
        func enclosingBlock(_ index: Int) -> ClosedRange<Int> {
            guard let start = nesting.innermostBrace[index - module.lowerBound] else { return (module.lowerBound - 1)...module.upperBound }
            return start...(partners[start] ?? module.upperBound)
        }
        for index in module {
            let token = tokens[index]
            guard token.kind == .identifier, !token.followsDot else { continue }
            if declaring.contains(token.text), index + 1 < module.upperBound, tokens[index + 1].kind == .identifier {
                let scope = enclosingBlock(index)
                reach[tokens[index + 1].text, default: []].append(scope)
                // A function's parameters reach its body: `function f(a,b){…}`.
                if token.text == "function", let list = parameterList(after: index + 2, tokens, partners) {
                    for parameter in list.names { reach[parameter, default: []].append(list.reach) }
                }
            } else if token.text == "function", index + 1 < module.upperBound, tokens[index + 1].isPunctuator("("),
                      let list = parameterList(after: index + 1, tokens, partners) {
                for parameter in list.names { reach[parameter, default: []].append(list.reach) }
            } else if token.isKeyword("catch"), index + 3 < module.upperBound, tokens[index + 1].isPunctuator("("),
                      tokens[index + 2].kind == .identifier, tokens[index + 3].isPunctuator(")"),
                      index + 4 < module.upperBound, tokens[index + 4].isPunctuator("{"), let end = partners[index + 4] {
                reach[tokens[index + 2].text, default: []].append(index...end)
            }
        }
        // Arrow functions with a block body: `(a,b)=>{…}` and `a=>{…}`.
        for index in module where tokens[index].isPunctuator("=>") {
            guard index + 1 < module.upperBound, tokens[index + 1].isPunctuator("{"), let end = partners[index + 1] else { continue }
            if tokens[index - 1].kind == .identifier {
                reach[tokens[index - 1].text, default: []].append((index - 1)...end)
            } else if tokens[index - 1].isPunctuator(")"), let start = partners[index - 1],
                      let names = plainNames(tokens[(start + 1)..<(index - 1)]) {
                for parameter in names { reach[parameter, default: []].append(start...end) }
            }
        }
        var uses: [String: [Int]] = [:]
        for index in module where tokens[index].kind == .identifier { uses[tokens[index].text, default: []].append(index) }
        var safe = Set<String>()
        candidates: for (name, scopes) in reach where name.count > 1 && !reserved.contains(name) && !name.hasPrefix("$$") {
            if templates.contains(where: { $0.contains(name) }) { continue }
            for index in uses[name] ?? [] {
                if tokens[index].followsDot { continue candidates }
                let before = index > module.lowerBound ? tokens[index - 1] : nil, after = index + 1 < module.upperBound ? tokens[index + 1] : nil
                if after?.isPunctuator(":") == true { continue candidates }
                if nesting.inObject.contains(index), let before, before.isPunctuator("{") || before.isPunctuator(","),
                   let after, after.isPunctuator("}") || after.isPunctuator(",") || after.isPunctuator("=") {
                    continue candidates
                }
                if !scopes.contains(where: { $0.contains(index) }) { continue candidates }
            }
            safe.insert(name)
        }
        return (safe, uses)
    }

    /// The brackets around each token of a module, found in one pass: its innermost brace (where a declaration's block
    /// starts), and whether its innermost bracket is a brace that may open an object literal or pattern (where
    /// `{a, b}` names properties): any brace but a block's, which follows `)`, `;`, `{`, `}`, `=>`, `else`, `try`,
    /// `finally` or `do`.
    private struct Nesting {
        /// By offset in the module: the index of the innermost open `{`, nil at the module's top level.
        var innermostBrace: [Int?] = []
        var inObject = Set<Int>()

        init(_ tokens: [JSToken], _ module: Range<Int>) {
            // Each open bracket: whether it may open an object, and the innermost brace from it inwards.
            var open: [(isObject: Bool, brace: Int?)] = []
            for index in module {
                let token = tokens[index]
                innermostBrace.append(open.last?.brace)
                if token.kind == .punctuator, ["(", "[", "{"].contains(token.text) {
                    let before = index > module.lowerBound ? tokens[index - 1] : nil
                    let block = token.text == "{" && (before.map { previous in
                        [")", ";", "{", "}", "=>"].contains { previous.isPunctuator($0) }
                            || ["else", "try", "finally", "do"].contains { previous.isKeyword($0) }
                    } ?? true)
                    open.append((token.text == "{" && !block, token.text == "{" ? index : open.last?.brace))
                } else if token.kind == .punctuator, [")", "]", "}"].contains(token.text) {
                    _ = open.popLast()
                } else if open.last?.isObject == true {
                    inObject.insert(index)
                }
            }
        }
    }

    /// The names of a parameter list that holds plain names only, `a,b,c`; nil for anything else (defaults, patterns, rest).
    private static func plainNames(_ list: ArraySlice<JSToken>) -> [String]? {
        guard list.enumerated().allSatisfy({ $0.offset % 2 == 0 ? $0.element.kind == .identifier : $0.element.isPunctuator(",") }) else { return nil }
        return list.filter { $0.kind == .identifier }.map(\.text)
    }

    /// A function's parameter list starting at `open` when it holds plain names only, with the range they reach.
    private static func parameterList(after open: Int, _ tokens: [JSToken], _ partners: [Int: Int]) -> (names: [String], reach: ClosedRange<Int>)? {
        guard open < tokens.count, tokens[open].isPunctuator("("), let close = partners[open], close + 1 < tokens.count,
              tokens[close + 1].isPunctuator("{"), let end = partners[close + 1] else { return nil }
        guard let names = plainNames(tokens[(open + 1)..<close]) else { return nil }
        return (names, open...end)
    }

    /// `count` names, shortest first, that are no keyword and no identifier of the file.
    private static func freshNames(count: Int, avoiding used: Set<String>) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var names: [String] = [], length = 1
        while names.count < count {
            var indices = [Int](repeating: 0, count: length)
            while names.count < count {
                let name = String(indices.map { letters[$0] })
                if !used.contains(name) && !reserved.contains(name) { names.append(name) }
                var position = length - 1
                while position >= 0 {
                    indices[position] += 1
                    if indices[position] < letters.count { break }
                    indices[position] = 0
                    position -= 1
                }
                if position < 0 { break }
            }
            length += 1
        }
        return names
    }

    /// Words a name may not become or be taken for (keywords, and names with a meaning of their own).
    private static let reserved: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "export",
        "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "return", "super", "switch",
        "this", "throw", "try", "typeof", "var", "void", "while", "with", "yield", "let", "static", "enum", "await",
        "implements", "package", "protected", "interface", "private", "public", "async", "of", "get", "set", "as",
        "from", "arguments", "eval", "undefined", "NaN", "Infinity", "null", "true", "false",
        // The browser's globals a module might use where a local of the same name is declared elsewhere in it: never
        // renamed, however sure the reach looks.
        "name", "event", "history", "location", "screen", "status", "top", "parent", "self", "length", "origin", "navigator",
        "document", "window", "globalThis", "performance", "localStorage", "sessionStorage", "console", "open", "close",
        "print", "focus", "blur", "scroll", "find", "stop", "crypto", "caches", "frames", "opener", "closed", "devicePixelRatio",
        "innerWidth", "innerHeight", "matchMedia", "requestAnimationFrame", "requestIdleCallback", "setTimeout", "clearTimeout",
    ]
}
