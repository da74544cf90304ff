import Binding

/// Byte counts as short text, in the style of GLib's `g_format_size`
/// (decimal units: 1 kB = 1000 bytes), in the user's language and number format.
public enum StorageSize {
    /// "0 bytes", "1 byte", "999 bytes", "1.5 kB", "12.3 MB", "2.0 GB"
    /// ("12,3 MB" where the decimal separator is a comma); `format` gives the separators.
    public static func text(_ bytes: UInt64, format: NumberFormat = .current) -> String {
        if bytes < 1000 {
            let count = Int(bytes)
            return tr("{1} byte", plural: "{1} bytes", count: count, with: format.string(from: count))
        }
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < 4 {
            value /= 1000
            unit += 1
        }
        let number = format.string(from: value, fractionDigits: 1)
        switch unit {
        case 0: return tr("{1} kB", with: number)
        case 1: return tr("{1} MB", with: number)
        case 2: return tr("{1} GB", with: number)
        case 3: return tr("{1} TB", with: number)
        default: return tr("{1} PB", with: number)
        }
    }
}
