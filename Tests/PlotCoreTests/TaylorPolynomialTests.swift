import Foundation
import Testing
@testable import PlotCore

/// Taylor coefficients from the exact derivatives against closed forms (Tests/Fixtures/taylor-coefficients.json,
/// which Tests/JS/taylor-coefficients.test.mjs scores the JS derivatives against too), and the polynomial written out.
@Suite struct TaylorPolynomialTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            let source: String
            let at: Double
            let coefficients: [Double?]
        }
        let cases: [Case]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/taylor-coefficients.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    @Test(arguments: fixture.cases.map(\.source).indices)
    func coefficientsMatchTheClosedForms(_ index: Int) throws {
        let fixture = Self.fixture.cases[index]
        let coefficients = TaylorPolynomial.coefficients(of: try Expression(fixture.source), at: fixture.at, through: 20)
        for (k, (got, expected)) in zip(coefficients, fixture.coefficients).enumerated() {
            guard let expected else {
                #expect(got == nil, "\(fixture.source) at \(fixture.at), k = \(k)")
                continue
            }
            let value = try #require(got, "\(fixture.source) at \(fixture.at), k = \(k)")
            #expect(Swift.abs(value - expected) <= Swift.max(1e-12 * Swift.abs(expected), 1e-300),
                    "\(fixture.source) at \(fixture.at), k = \(k): \(value), not \(expected)")
        }
    }

    @Test func thePolynomialIsWrittenWithExactFractions() throws {
        let sine = TaylorPolynomial.coefficients(of: try Expression("sin(x)"), at: 0, through: 20)
        #expect(TaylorPolynomial.polynomial(sine, at: 0, degree: 7).description == "x − x³/6 + x⁵/120 − x⁷/5040")
        #expect(TaylorPolynomial.polynomial(sine, at: 0, degree: 20).description.hasSuffix(" − x¹⁹/121645100408832000"))
        let log = TaylorPolynomial.coefficients(of: try Expression("ln(1 + x)"), at: 1, through: 3)
        #expect(TaylorPolynomial.polynomial(log, at: 1, degree: 3).description == "0.693147 + (x − 1)/2 − (x − 1)²/8 + (x − 1)³/24")
        let geometric = TaylorPolynomial.coefficients(of: try Expression("1/(1 - x)"), at: -2, through: 2)
        #expect(TaylorPolynomial.polynomial(geometric, at: -2, degree: 2).description == "1/3 + (x + 2)/9 + (x + 2)²/27")
    }
}
