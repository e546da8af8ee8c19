/// Why a viewport or sampling request cannot be honoured.
public struct SamplingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The option or field at fault, as the caller named it (`from`, `width`, …).
    public let field: String
    public let message: String

    public init(_ field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { message }
}

/// The visible data rectangle and the size it is drawn at, in device pixels.
///
/// Pixel coordinates run right and *down* from the top-left corner, as on screen.
public struct Viewport: Equatable, Sendable {
    public let xMin: Double
    public let xMax: Double
    public let yMin: Double
    public let yMax: Double
    /// Width and height in device pixels.
    public let width: Double
    public let height: Double

    /// Pixels per data unit, kept so that conversions multiply rather than divide.
    private let xScale: Double
    private let yScale: Double

    /// The largest side accepted, in device pixels: protects against `--width 1e9`.
    public static let maximumPixels = 20_000.0

    /// Validates everything a caller could get wrong, naming the culprit.
    public init(xMin: Double, xMax: Double, yMin: Double, yMax: Double, width: Double, height: Double) throws(SamplingError) {
        for (name, value) in [("from", xMin), ("to", xMax), ("ymin", yMin), ("ymax", yMax), ("width", width), ("height", height)]
            where !value.isFinite {
            throw SamplingError(name, "\(name) must be a finite number, not \(value)")
        }
        guard width >= 1, width <= Viewport.maximumPixels else {
            throw SamplingError("width", "width must be from 1 to \(Int(Viewport.maximumPixels)) pixels, not \(width)")
        }
        guard height >= 1, height <= Viewport.maximumPixels else {
            throw SamplingError("height", "height must be from 1 to \(Int(Viewport.maximumPixels)) pixels, not \(height)")
        }
        try Viewport.checkRange(xMin, xMax, lower: "from", upper: "to", pixels: width)
        try Viewport.checkRange(yMin, yMax, lower: "ymin", upper: "ymax", pixels: height)
        self.xMin = xMin
        self.xMax = xMax
        self.yMin = yMin
        self.yMax = yMax
        self.width = width
        self.height = height
        self.xScale = width / (xMax - xMin)
        self.yScale = height / (yMax - yMin)
    }

    /// A range must be increasing and hold at least as many doubles as it has pixels: what doubles
    /// cannot tell apart cannot be drawn at pixel precision, and anything more can (a window 1.2e-12
    /// tall around y = 1 holds ~5400 doubles, plenty for 1000 rows).
    private static func checkRange(_ low: Double, _ high: Double, lower: String, upper: String, pixels: Double) throws(SamplingError) {
        guard low < high else {
            throw SamplingError(upper, "\(upper) (\(high)) must be greater than \(lower) (\(low))")
        }
        guard (high - low).isFinite else {
            throw SamplingError(upper, "the range \(lower) … \(upper) is too wide")
        }
        // The spacing of doubles at the range's largest magnitude: the coarsest in the range.
        let spacing = max(Swift.abs(low), Swift.abs(high)).ulp
        guard (high - low) / spacing >= pixels else {
            throw SamplingError(upper, "the range \(lower) … \(upper) is too narrow to plot at this size (double precision)")
        }
    }

    @inline(__always) public func pixelX(_ x: Double) -> Double { (x - xMin) * xScale }
    @inline(__always) public func pixelY(_ y: Double) -> Double { (yMax - y) * yScale }
    @inline(__always) public func dataX(_ px: Double) -> Double { xMin + px / width * (xMax - xMin) }
    @inline(__always) public func dataY(_ py: Double) -> Double { yMax - py / height * (yMax - yMin) }
}

/// How densely to sample.
public enum SamplingMode: Equatable, Sendable {
    /// Every device-pixel column, refined until the polyline is within half a pixel of the curve.
    case auto
    /// The seeds' "number of samples": N + 1 evenly spaced points, joined as they are.
    case uniform(Int)

    /// The accepted sample counts for ``uniform(_:)``: ``PlotLimits/samples``.
    public static let uniformRange = PlotLimits.samples
}
