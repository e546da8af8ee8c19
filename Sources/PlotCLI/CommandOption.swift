/// One option of a command, as the command's table declares it. The table is the only place an
/// option is named: parsing (``ArgumentList``), `plotsite help COMMAND` (``HelpText``) and the
/// "unknown option … (did you mean …?)" error all read it.
struct CommandOption: Sendable {
    enum Kind: Sendable {
        /// `--quiet`: takes no value.
        case flag
        /// `--out DIR`: takes one value, given at most once.
        case value
        /// `--at X`: takes a value each time, and may be given again.
        case repeatable
        /// `--t A B`: takes two values, given at most once.
        case pair
    }

    let name: String
    let kind: Kind
    /// The value as the help writes it (`DIR`, `N|auto`); "" for a flag.
    let placeholder: String
    /// What the option does, for the help, which wraps it (a line break in it is kept); nil when the
    /// option before it in the table says it for both (`--from A, --to B  The x-range …`).
    let help: String?

    static func flag(_ name: String, _ help: String) -> CommandOption {
        CommandOption(name: name, kind: .flag, placeholder: "", help: help)
    }

    static func value(_ name: String, _ placeholder: String, _ help: String?) -> CommandOption {
        CommandOption(name: name, kind: .value, placeholder: placeholder, help: help)
    }

    static func pair(_ name: String, _ placeholder: String, _ help: String?) -> CommandOption {
        CommandOption(name: name, kind: .pair, placeholder: placeholder, help: help)
    }

    static func repeatable(_ name: String, _ placeholder: String, _ help: String) -> CommandOption {
        CommandOption(name: name, kind: .repeatable, placeholder: placeholder, help: help)
    }

    /// `--out DIR`, `--quiet`.
    var label: String { placeholder.isEmpty ? "--\(name)" : "--\(name) \(placeholder)" }

    /// The option as the usage line writes it: `[--out DIR]`, `[--at X ...]`.
    var synopsis: String { kind == .repeatable ? "[\(label) ...]" : "[\(label)]" }
}
