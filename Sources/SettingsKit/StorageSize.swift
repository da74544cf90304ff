/// Byte counts as short text, in the style of GLib's `g_format_size`
/// (decimal units: 1 kB = 1000 bytes).
public enum StorageSize {
    /// "0 bytes", "1 byte", "999 bytes", "1.5 kB", "12.3 MB", "2.0 GB".
    public static func text(_ bytes: UInt64) -> String {
        if bytes == 1 { return "1 byte" }
        if bytes < 1000 { return "\(bytes) bytes" }
        let units = ["kB", "MB", "GB", "TB", "PB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
