#if canImport(Glibc)
import Glibc
#endif

/// One finished child process, as ``ChildProcess/run(_:)`` measured it.
public struct ProcessRun: Sendable {
    /// Spawn to exit, milliseconds.
    public let milliseconds: Double
    /// User plus system CPU time of the child, milliseconds.
    public let cpuMilliseconds: Double
    /// Peak resident set size, bytes.
    public let peakBytes: Int
}

/// Why a child process could not be measured.
public struct ChildProcessError: Error, CustomStringConvertible {
    /// What went wrong, naming the program.
    public let description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}

/// Starts programs and measures them from outside: wall time, CPU time and peak memory.
public enum ChildProcess {
    /// Starts `arguments[0]` with this process's environment and standard
    /// output sent to /dev/null, waits for it, and returns its wall time (from
    /// just before `posix_spawn` to `wait4`'s return), CPU time and peak memory
    /// (from `wait4`'s rusage); a failed start or a non-zero exit is an error.
    public static func run(_ arguments: [String]) throws(ChildProcessError) -> ProcessRun {
        guard let program = arguments.first else { throw ChildProcessError(description: "no program to start") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var pid: pid_t = 0
        let start = monotonicNanoseconds()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw ChildProcessError(description: "cannot start \(program): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        var waited: pid_t
        repeat {
            waited = wait4(pid, &status, 0, &usage)
        } while waited == -1 && errno == EINTR
        let end = monotonicNanoseconds()
        guard waited == pid else {
            throw ChildProcessError(description: "wait4 failed for \(program): \(String(cString: strerror(errno)))")
        }
        // WIFEXITED / WEXITSTATUS, which do not import into Swift.
        let exitedNormally = status & 0x7f == 0
        let exitStatus = (status >> 8) & 0xff
        guard exitedNormally, exitStatus == 0 else {
            let how = exitedNormally ? "exited with status \(exitStatus)" : "was killed by signal \(status & 0x7f)"
            throw ChildProcessError(description: "\(arguments.joined(separator: " ")) \(how)")
        }
        // Linux reports ru_maxrss in kilobytes.
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return ProcessRun(
            milliseconds: Double(end - start) / 1e6,
            cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime),
            peakBytes: Int(usage.ru_maxrss) * 1024)
    }

    /// The folder holding the running executable (`/proc/self/exe`), where the
    /// programs built beside it are.
    public static func executableFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    private static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
