import CGLib

/// Calls `body` with C `argc`/`argv` pointers for `arguments` (freed afterwards;
/// the callee may remove the options it consumed).
package func withCArguments<Result>(
    _ arguments: [String],
    _ body: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Result
) -> Result {
    let strings = arguments.map { g_strdup($0) }
    defer { strings.forEach { g_free($0) } }
    var vector: [UnsafeMutablePointer<CChar>?] = strings + [nil]
    var argc = Int32(arguments.count)
    return vector.withUnsafeMutableBufferPointer { buffer in
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
        return body(&argc, &argv)
    }
}
