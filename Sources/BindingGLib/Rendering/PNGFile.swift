#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writing a rendered PNG to a file, shared by the front ends' screenshots: all or nothing, with
/// the system's reason when it fails.
package enum PNGFile {
    /// Writes `png` to `path`, replacing any file there. A partly written file is removed.
    ///
    /// - Throws: ``ScreenshotError/writeFailed(path:reason:)`` with the system's message.
    package static func save(_ png: [UInt8], to path: String) throws(ScreenshotError) {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw .writeFailed(path: path, reason: systemError()) }
        var written = 0
        var failure: String?
        png.withUnsafeBytes { bytes in
            while written < bytes.count {
                let result = write(file, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = systemError()
                    return
                }
                written += result
            }
        }
        if close(file) != 0, failure == nil { failure = systemError() }
        if let failure {
            unlink(path)
            throw .writeFailed(path: path, reason: failure)
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
