import CGtk

/// One Pango text attribute (a `PangoAttribute` without its range): what a ``TextAttributes/Run``
/// applies to its bytes of a label's or entry's text.
public enum TextAttribute: Hashable, Sendable {
    /// Font weight (`.bold`).
    case weight(Weight)
    /// Font slant (`.italic`).
    case style(Style)
    /// Underline kind (`.single`, `.error`).
    case underline(Underline)
    /// Struck through or not.
    case strikethrough(Bool)
    /// Text colour.
    case foreground(Color)
    /// Background colour behind the text.
    case background(Color)
    /// Font size in points (Pango keeps 1/1024 of a point, so a size reads back rounded to that).
    case size(points: Double)
    /// Font family list (`"Monospace"`, `"Cantarell,Sans"`).
    case family(String)
    /// Font size factor relative to the surrounding text (`1.2`).
    case scale(Double)
    /// Any other attribute, in Pango's text form: its name and value as `pango_attr_list_to_string`
    /// writes them (`name: "rise", value: "5"`, `name: "font-desc", value: "\"Sans 12\""`).
    /// One Pango cannot read is left out when stored (``TextAttributes/init(parsing:)`` checks text first).
    case other(name: String, value: String)

    /// A colour as Pango keeps it: 16 bits per channel, no alpha.
    public struct Color: Hashable, Sendable {
        /// Red, 0–65535.
        public var red: UInt16
        /// Green, 0–65535.
        public var green: UInt16
        /// Blue, 0–65535.
        public var blue: UInt16

        /// A colour of 16-bit channels.
        public init(red: UInt16, green: UInt16, blue: UInt16) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// The nearest colour to `rgba` (alpha is dropped).
        public init(_ rgba: RGBA) {
            func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
            self.init(red: channel(rgba.red), green: channel(rgba.green), blue: channel(rgba.blue))
        }
    }

    /// Reads a `PangoAttribute` (not kept); `nil` for a kind without a case here (read as ``other(name:value:)``).
    init?(pango attribute: UnsafeMutablePointer<PangoAttribute>) {
        switch attribute.pointee.klass.pointee.type {
        case PANGO_ATTR_WEIGHT:
            guard let value = Self.intValue(attribute).flatMap(Weight.init(rawValue:)) else { return nil }
            self = .weight(value)
        case PANGO_ATTR_STYLE:
            guard let value = Self.intValue(attribute).flatMap(Style.init(rawValue:)) else { return nil }
            self = .style(value)
        case PANGO_ATTR_UNDERLINE:
            guard let value = Self.intValue(attribute).flatMap(Underline.init(rawValue:)) else { return nil }
            self = .underline(value)
        case PANGO_ATTR_STRIKETHROUGH:
            guard let value = Self.intValue(attribute) else { return nil }
            self = .strikethrough(value != 0)
        case PANGO_ATTR_FOREGROUND, PANGO_ATTR_BACKGROUND:
            guard let color = pango_attribute_as_color(attribute)?.pointee.color else { return nil }
            let value = Color(red: color.red, green: color.green, blue: color.blue)
            self = attribute.pointee.klass.pointee.type == PANGO_ATTR_FOREGROUND ? .foreground(value) : .background(value)
        case PANGO_ATTR_SIZE:
            guard let size = pango_attribute_as_size(attribute)?.pointee.size else { return nil }
            self = .size(points: Double(size) / Double(PANGO_SCALE))
        case PANGO_ATTR_FAMILY:
            guard let value = pango_attribute_as_string(attribute)?.pointee.value else { return nil }
            self = .family(String(cString: value))
        case PANGO_ATTR_SCALE:
            guard let value = pango_attribute_as_float(attribute)?.pointee.value else { return nil }
            self = .scale(value)
        default:
            return nil
        }
    }

    private static func intValue(_ attribute: UnsafeMutablePointer<PangoAttribute>) -> Int32? {
        pango_attribute_as_int(attribute)?.pointee.value
    }

    /// A new `PangoAttribute` (owned by the caller), or `nil` for an ``other(name:value:)`` that
    /// Pango cannot read.
    func makePango() -> UnsafeMutablePointer<PangoAttribute>? {
        switch self {
        case .weight(let weight): return pango_attr_weight_new(PangoWeight(rawValue: UInt32(bitPattern: weight.rawValue)))
        case .style(let style): return pango_attr_style_new(PangoStyle(rawValue: UInt32(bitPattern: style.rawValue)))
        case .underline(let underline):
            return pango_attr_underline_new(PangoUnderline(rawValue: UInt32(bitPattern: underline.rawValue)))
        case .strikethrough(let isStruck): return pango_attr_strikethrough_new(isStruck ? 1 : 0)
        case .foreground(let color): return pango_attr_foreground_new(color.red, color.green, color.blue)
        case .background(let color): return pango_attr_background_new(color.red, color.green, color.blue)
        case .size(let points):
            let units = (points * Double(PANGO_SCALE)).rounded()
            return pango_attr_size_new(units.isFinite ? Int32(clamping: Int64(clamping: units)) : 0)
        case .family(let family): return pango_attr_family_new(family)
        case .scale(let factor): return pango_attr_scale_new(factor)
        case .other(let name, let value):
            return TextAttributes.parsedAttribute("0 \(UInt32.max) \(name) \(value)")
        }
    }
}

private extension Int64 {
    /// `value` rounded toward zero, clamped to the range of `Int64`.
    init(clamping value: Double) {
        if value >= Double(Int64.max) {
            self = .max
        } else if value <= Double(Int64.min) {
            self = .min
        } else {
            self.init(value)
        }
    }
}
