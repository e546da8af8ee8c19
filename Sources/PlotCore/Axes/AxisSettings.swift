/// A plot's own settings of its axes (docs/manifest.md#axes): how each is ticked and titled, and
/// whether one unit has the same length on both.
public struct AxisSettings: Sendable, Equatable {
    /// Decimal steps or multiples of π, per axis.
    public var xTicks: TickKind
    public var yTicks: TickKind
    /// The axes' titles, drawn near their ends and read out in the text alternative; nil: none.
    public var xTitle: String?
    public var yTitle: String?
    /// `equal`: one x unit as long on screen as one y unit, at every size.
    public var aspect: Aspect

    /// The longest axis title accepted, in characters: it must fit beside the xMax label on a phone.
    public static let titleLimit = 30

    public init(xTicks: TickKind = .decimal, yTicks: TickKind = .decimal, xTitle: String? = nil, yTitle: String? = nil,
                aspect: Aspect = .auto) {
        self.xTicks = xTicks
        self.yTicks = yTicks
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.aspect = aspect
    }
}

/// Whether a plot's axes keep their own scales (`auto`: the window fills the frame) or share one (`equal`).
public enum Aspect: String, Sendable, CaseIterable {
    case auto
    case equal

    /// The window drawn for `window` at `width` × `height`: the window itself for `auto`; for `equal`,
    /// the window grown along one axis, about its centre, until a unit is as long across as up, so the
    /// asked-for window stays wholly in view and centred (Public/js/graph/view-transform.js `fitEqual`).
    public func frame(around window: (xMin: Double, xMax: Double, yMin: Double, yMax: Double),
                      width: Double, height: Double) -> (xMin: Double, xMax: Double, yMin: Double, yMax: Double) {
        guard self == .equal else { return window }
        let unitsPerPixel = max((window.xMax - window.xMin) / width, (window.yMax - window.yMin) / height)
        let (xHalf, yHalf) = (unitsPerPixel * width / 2, unitsPerPixel * height / 2)
        let (xMid, yMid) = ((window.xMin + window.xMax) / 2, (window.yMin + window.yMax) / 2)
        return (xMid - xHalf, xMid + xHalf, yMid - yHalf, yMid + yHalf)
    }
}
