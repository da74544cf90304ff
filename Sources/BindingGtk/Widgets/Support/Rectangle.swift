import CGtk

/// A rectangle in widget coordinates, in pixels (`GdkRectangle`): where a popover points
/// (`popover.pointingTo = Rectangle(x: 10, y: 0, width: 1, height: 1)`).
public struct Rectangle: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A rectangle at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x,y widthxheight`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension Rectangle: GValueNullable {
    /// `GDK_TYPE_RECTANGLE` (a boxed type).
    public static var valueGType: GType { gdk_rectangle_get_type() }

    /// Reads a `GdkRectangle`; `NULL` reads as an empty rectangle at the origin.
    public init(gValue: UnsafePointer<GValue>) {
        self = Rectangle.nullableValue(in: gValue) ?? Rectangle(x: 0, y: 0, width: 0, height: 0)
    }

    /// The rectangle, or `nil` for `NULL`.
    public static func nullableValue(in gValue: UnsafePointer<GValue>) -> Rectangle? {
        guard let boxed = g_value_get_boxed(gValue) else { return nil }
        let rectangle = boxed.assumingMemoryBound(to: GdkRectangle.self).pointee
        return Rectangle(x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width), height: Int(rectangle.height))
    }

    /// Stores a copy (values beyond 32 bits are clamped).
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        var rectangle = GdkRectangle(
            x: Int32(clamping: x), y: Int32(clamping: y), width: Int32(clamping: width), height: Int32(clamping: height)
        )
        g_value_set_boxed(gValue, &rectangle)
    }
}
