/// The Calculator's keys (docs/site.md#calculator), in the order the keypad shows them; `key` is the `data-key`
/// automation hook (docs/hooks.md#calculator). The extra keys come last: the keypads without room for them (small
/// phones, phones on their side) hide them and flow the others in this order (Public/css/calculator-layouts.css).
enum Keypad {
    struct Key {
        let key: String
        let symbol: String
        /// The aria-label: a digit itself, else the path of its words in the site's table (`keys.sine`).
        let label: String
        /// digit, function, operator or action: how the key is styled.
        let kind: String
        /// Shown only where the keypad has room (tablets, desktops, tall phones); `key-extra` in the page.
        var extra = false
    }

    static let keys: [Key] = [
        Key(key: "clear", symbol: "C", label: "keys.clear", kind: "action"),
        Key(key: "back", symbol: "⌫", label: "keys.back", kind: "action"),
        Key(key: "(", symbol: "(", label: "keys.open", kind: "function"),
        Key(key: ")", symbol: ")", label: "keys.close", kind: "function"),
        Key(key: "/", symbol: "÷", label: "keys.divide", kind: "operator"),
        Key(key: "sin", symbol: "sin", label: "keys.sine", kind: "function"),
        Key(key: "cos", symbol: "cos", label: "keys.cosine", kind: "function"),
        Key(key: "tan", symbol: "tan", label: "keys.tangent", kind: "function"),
        Key(key: "ln", symbol: "ln", label: "keys.ln", kind: "function"),
        Key(key: "*", symbol: "×", label: "keys.multiply", kind: "operator"),
        Key(key: "7", symbol: "7", label: "7", kind: "digit"),
        Key(key: "8", symbol: "8", label: "8", kind: "digit"),
        Key(key: "9", symbol: "9", label: "9", kind: "digit"),
        Key(key: "sqrt", symbol: "√", label: "keys.sqrt", kind: "function"),
        Key(key: "-", symbol: "−", label: "keys.minus", kind: "operator"),
        Key(key: "4", symbol: "4", label: "4", kind: "digit"),
        Key(key: "5", symbol: "5", label: "5", kind: "digit"),
        Key(key: "6", symbol: "6", label: "6", kind: "digit"),
        Key(key: "pow", symbol: "xʸ", label: "keys.pow", kind: "function"),
        Key(key: "+", symbol: "+", label: "keys.plus", kind: "operator"),
        Key(key: "1", symbol: "1", label: "1", kind: "digit"),
        Key(key: "2", symbol: "2", label: "2", kind: "digit"),
        Key(key: "3", symbol: "3", label: "3", kind: "digit"),
        Key(key: "pi", symbol: "π", label: "keys.pi", kind: "function"),
        Key(key: "x", symbol: "x", label: "x", kind: "function"),
        Key(key: "0", symbol: "0", label: "0", kind: "digit"),
        Key(key: ".", symbol: ".", label: "keys.decimal", kind: "digit"),
        Key(key: "neg", symbol: "±", label: "keys.neg", kind: "function"),
        Key(key: "plot", symbol: "plot", label: "keys.plot", kind: "plot"),
        Key(key: "e", symbol: "e", label: "keys.e", kind: "function", extra: true),
        Key(key: "abs", symbol: "abs", label: "keys.abs", kind: "function", extra: true),
        Key(key: "log", symbol: "log", label: "keys.log", kind: "function", extra: true),
    ]

    /// The keys as the template lists them, their labels in the site's language; the decimal key
    /// shows the language's separator (German `,`) and still types `.`, the expression language's.
    static func context(_ words: Words) -> TemplateValue {
        .list(keys.map { key in
            let label = key.label.hasPrefix("keys.") ? words(key.label) : key.label
            let symbol = switch key.key {
            case ".": words.decimalSeparator
            case "plot": words("keys.plotSymbol")
            default: key.symbol
            }
            return .object(["key": .text(key.key), "symbol": .text(symbol), "label": .text(label), "kind": .text(key.kind),
                            "extra": .bool(key.extra)])
        })
    }
}
