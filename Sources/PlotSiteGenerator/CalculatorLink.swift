import Foundation
import PlotCore

/// The Calculator link of a plot: `calculator.html?expression=…&xmax=…`.
enum CalculatorLink {
    static func query(expression: String, xMax: Double) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encoded = expression.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return "expression=\(encoded)&xmax=\(xMax.plainText)"
    }
}
