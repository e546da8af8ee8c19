/// The Calculator's keys (R-CALC), in the order the keypad shows them; `key` is the `data-key`
/// automation hook (R-HOOKS). The extra keys come last: the keypads without room for them (small
/// phones, phones on their side) hide them and flow the others in this order (Public/css/calculator.css).
enum Keypad {
    struct Key {
        let key: String
        let symbol: String
        let label: String
        /// digit, function, operator or action: how the key is styled.
        let kind: String
        /// Shown only where the keypad has room (tablets, desktops, tall phones); `key-extra` in the page.
        var extra = false
    }

    static let keys: [Key] = [
        Key(key: "clear", symbol: "C", label: "clear", kind: "action"),
        Key(key: "back", symbol: "⌫", label: "delete last character", kind: "action"),
        Key(key: "(", symbol: "(", label: "open parenthesis", kind: "function"),
        Key(key: ")", symbol: ")", label: "close parenthesis", kind: "function"),
        Key(key: "/", symbol: "÷", label: "divide", kind: "operator"),
        Key(key: "sin", symbol: "sin", label: "sine", kind: "function"),
        Key(key: "cos", symbol: "cos", label: "cosine", kind: "function"),
        Key(key: "tan", symbol: "tan", label: "tangent", kind: "function"),
        Key(key: "ln", symbol: "ln", label: "natural logarithm", kind: "function"),
        Key(key: "*", symbol: "×", label: "multiply", kind: "operator"),
        Key(key: "7", symbol: "7", label: "7", kind: "digit"),
        Key(key: "8", symbol: "8", label: "8", kind: "digit"),
        Key(key: "9", symbol: "9", label: "9", kind: "digit"),
        Key(key: "sqrt", symbol: "√", label: "square root", kind: "function"),
        Key(key: "-", symbol: "−", label: "minus", kind: "operator"),
        Key(key: "4", symbol: "4", label: "4", kind: "digit"),
        Key(key: "5", symbol: "5", label: "5", kind: "digit"),
        Key(key: "6", symbol: "6", label: "6", kind: "digit"),
        Key(key: "pow", symbol: "xʸ", label: "to the power of", kind: "function"),
        Key(key: "+", symbol: "+", label: "plus", kind: "operator"),
        Key(key: "1", symbol: "1", label: "1", kind: "digit"),
        Key(key: "2", symbol: "2", label: "2", kind: "digit"),
        Key(key: "3", symbol: "3", label: "3", kind: "digit"),
        Key(key: "pi", symbol: "π", label: "pi", kind: "function"),
        Key(key: "x", symbol: "x", label: "x", kind: "function"),
        Key(key: "0", symbol: "0", label: "0", kind: "digit"),
        Key(key: ".", symbol: ".", label: "decimal point", kind: "digit"),
        Key(key: "neg", symbol: "±", label: "change sign", kind: "function"),
        Key(key: "plot", symbol: "plot", label: "plot", kind: "plot"),
        Key(key: "e", symbol: "e", label: "e, Euler's number", kind: "function", extra: true),
        Key(key: "abs", symbol: "abs", label: "absolute value", kind: "function", extra: true),
        Key(key: "log", symbol: "log", label: "logarithm base 10", kind: "function", extra: true),
    ]

    static var context: TemplateValue {
        .list(keys.map { .object(["key": .text($0.key), "symbol": .text($0.symbol), "label": .text($0.label), "kind": .text($0.kind),
                          "extra": .bool($0.extra)]) })
    }
}
