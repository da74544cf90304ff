import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A failed system call, with `errno`'s message.
struct PosixError: Error {
    let message: String

    init(operation: String, path: String, code: Int32 = errno) {
        message = "\(operation) \(path): \(String(cString: strerror(code)))"
    }
}

/// The few POSIX file operations the store needs, with explicit `fsync`.
enum PosixFile {
    /// The whole file, or `nil` if it does not exist.
    static func readAll(_ path: String) throws(PosixError) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw PosixError(operation: "open", path: path)
        }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PosixError(operation: "read", path: path)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Creates `path` and its parents with mode 0700 when missing.
    static func makeDirectory(_ path: String) throws(PosixError) {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw PosixError(operation: "mkdir", path: current)
            }
        }
    }

    /// Writes `data` to a new temporary file (0600) in `directory`, fsyncs it,
    /// renames it to `path` and fsyncs the directory. The temporary file is
    /// removed on any failure.
    static func writeAtomically(_ data: Data, to path: String, directory: String) throws(PosixError) {
        let temporary = "\(directory)/.\(ProfileStore.fileName).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PosixError(operation: "create", path: temporary) }
        var closed = false
        do throws(PosixError) {
            guard fchmod(fd, 0o600) == 0 else { throw PosixError(operation: "chmod", path: temporary) }
            try writeAll(data, to: fd, path: temporary)
            guard fsync(fd) == 0 else { throw PosixError(operation: "fsync", path: temporary) }
            closed = true
            guard close(fd) == 0 else { throw PosixError(operation: "close", path: temporary) }
            guard rename(temporary, path) == 0 else { throw PosixError(operation: "rename", path: path) }
        } catch {
            if !closed { close(fd) }
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(PosixError) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { bytes in
                write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw PosixError(operation: "write", path: path)
            }
            offset += written
        }
    }

    /// Makes the rename durable; failure here is not an error for the caller.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
