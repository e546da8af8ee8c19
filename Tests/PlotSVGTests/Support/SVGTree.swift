import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// An SVG parsed as XML into a small tree, so tests can ask for elements, their order and their text.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [SVGNode] = []
    /// The text directly inside the element (entities decoded).
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// `tag.class` of each child, in document order: the SVG's structure at a glance.
    var structure: [String] { children.map { child in child.attributes["class"].map { "\(child.name).\($0)" } ?? child.name } }

    /// Every element below this one (depth first, document order) for which `predicate` holds.
    func all(where predicate: (SVGNode) -> Bool) -> [SVGNode] {
        children.flatMap { (predicate($0) ? [$0] : []) + $0.all(where: predicate) }
    }

    /// Every element with this class among its classes.
    func all(class name: String) -> [SVGNode] {
        all { $0.attributes["class"]?.split(separator: " ").contains(Substring(name)) == true }
    }

    /// Every element that has the attribute.
    func all(with attribute: String) -> [SVGNode] { all { $0.attributes[attribute] != nil } }

    fileprivate func append(_ child: SVGNode) { children.append(child) }

    /// Parses a whole document or a lone `<svg>` element; records an issue when it is not well-formed XML.
    static func parse(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) -> SVGNode {
        final class Builder: NSObject, XMLParserDelegate {
            let root = SVGNode(name: "#document", attributes: [:])
            lazy var stack = [root]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                let node = SVGNode(name: name, attributes: attributes)
                stack.last?.append(node)
                stack.append(node)
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                stack.removeLast()
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let builder = Builder()
        parser.delegate = builder
        #expect(parser.parse(), "SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
        return builder.root.children.first ?? builder.root
    }
}
