import Foundation
import Testing
@testable import PlotCore

/// Runs every box of `Tests/Fixtures/interval-enclosures.json` (the JS tests run the same file): each enclosure holds the
/// values found at a grid of the box, stays within the stated bounds, and says as the fixture does whether the expression
/// is defined and continuous on all of the box. Also the outward rounding itself.
@Suite struct IntervalEnclosureTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let expression: String
        let functions: [String: String]?
        let parameters: [String: Double]?
        let boxes: [Box]
        var testDescription: String { expression }

        struct Box: Decodable, Sendable {
            let x: [Double]
            let y: [Double]
            let encloses: [Double]?
            let within: [Bound]?
            let definedEverywhere: Bool
            let continuous: Bool
        }

        /// A number, or `"Infinity"` / `"-Infinity"` (JSON has none).
        struct Bound: Decodable, Sendable {
            let value: Double
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) {
                    value = text == "Infinity" ? .infinity : -.infinity
                } else {
                    value = try container.decode(Double.self)
                }
            }
        }

        /// The expression as a tree in x and y (y read as a parameter), with its named functions.
        func function() throws -> IntervalFunction {
            let names = Set(["y"] + (parameters ?? [:]).keys).map { Character($0) }
            let functions = try NamedFunctions(self.functions ?? [:], parameters: Set(names))
            let root = try Expression(expression, parameters: Set(names), functions: functions).root
            return IntervalFunction(root, parameters: Dictionary(uniqueKeysWithValues: (parameters ?? [:]).map { (Character($0.key), $0.value) }))
        }
    }

    static let cases: [Case] = Fixtures.cases(in: "interval-enclosures.json")

    @Test(arguments: cases)
    func enclosesAsTheFixtureSays(_ vector: Case) throws {
        let function = try vector.function()
        for box in vector.boxes {
            let e = function.enclosure(x: Interval(box.x[0], box.x[1]), y: Interval(box.y[0], box.y[1]))
            let place = "\(vector.expression) over x \(box.x), y \(box.y): \(e)"
            if let encloses = box.encloses {
                #expect(e.lower <= encloses[0] && e.upper >= encloses[1], "\(place) misses \(encloses)")
            }
            if let within = box.within {
                let slack = { (v: Double) in v.isFinite ? 1e-12 * max(1, Swift.abs(v)) : 0 }
                #expect(e.lower >= within[0].value - slack(within[0].value) && e.upper <= within[1].value + slack(within[1].value),
                        "\(place) passes \(within.map(\.value))")
            }
            #expect(e.isDefinedEverywhere == box.definedEverywhere, "\(place): defined everywhere")
            #expect(e.isContinuous == box.continuous, "\(place): continuous")
        }
    }

    @Test func outwardRoundingKeepsExactResultsAndTakesTheNeighbourOnTheSideOfTheExactValue() {
        #expect(OutwardRounding.sum(1, 0x1p-60) == (1, 1.nextUp))
        #expect(OutwardRounding.sum(1, -0x1p-60) == (1.nextDown, 1))
        #expect(OutwardRounding.sum(0.5, 0.25) == (0.75, 0.75))
        #expect(OutwardRounding.product(3, 2) == (6, 6))
        // 0.1 (the double) · 3 is 0.30000000000000001665…, rounded up to 0.30000000000000004.
        #expect(OutwardRounding.product(0.1, 3) == (0.30000000000000004.nextDown, 0.30000000000000004))
        #expect(OutwardRounding.quotient(6, 3) == (2, 2))
        let third = OutwardRounding.quotient(1, 3)
        #expect(third.lower.nextUp == third.upper)
        #expect(OutwardRounding.squareRoot(4) == (2, 2))
        let root = OutwardRounding.squareRoot(2)
        #expect(root.lower.nextUp == root.upper)
        #expect(OutwardRounding.product(.greatestFiniteMagnitude, 2) == (.greatestFiniteMagnitude, .infinity))
    }
}
