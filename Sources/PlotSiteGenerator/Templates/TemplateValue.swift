/// What a template can show. Text is escaped when it lands; only ``html`` — markup the generator
/// made itself, such as a plot's SVG — may be written raw, with `{{{ … }}}`.
public enum TemplateValue: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    case text(String)
    /// Trusted markup produced by PlotSite, never text from a manifest or a URL.
    case html(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])

    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// `{{#if}}` is true for true, non-empty text or markup, non-empty lists, and objects.
    var isTruthy: Bool {
        switch self {
        case .text(let s), .html(let s): return !s.isEmpty
        case .bool(let b): return b
        case .list(let l): return !l.isEmpty
        case .object: return true
        }
    }
}
