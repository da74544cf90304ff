#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// debug: RxSwift's event logging, written to a replaceable output.

extension ObservableType {
    /// Logs each subscription, event and disposal of this sequence, one line
    /// each, as RxSwift does:
    ///
    /// ```
    /// 2026-11-24 10:15:02.118: ProfileViewModel.swift:42 (init()) -> subscribed
    /// 2026-11-24 10:15:02.120: ProfileViewModel.swift:42 (init()) -> Event next(Ada)
    /// 2026-11-24 10:15:02.305: ProfileViewModel.swift:42 (init()) -> isDisposed
    /// ```
    ///
    /// The lines go to `DebugOutput.write` (standard output unless replaced).
    ///
    /// - Parameters:
    ///   - identifier: the name in each line; by default the file, line and function of the call.
    ///   - trimOutput: shortens event descriptions longer than 40 characters to their ends.
    ///   - file: the calling file, for the default identifier (leave the default).
    ///   - line: the calling line, for the default identifier (leave the default).
    ///   - function: the calling function, for the default identifier (leave the default).
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? DebugOutput.callSite(file: file, line: line, function: function)
        let source = asObservable()
        return Observable { observer, lifetime in
            DebugOutput.log(name, "subscribed")
            let disposal = DebugDisposal(name)
            let upstream = source.run(AnyObserver { event in
                DebugOutput.log(name, "Event " + DebugOutput.describe(event, trimmed: trimOutput))
                observer.on(event)
                if event.isStopEvent { disposal.dispose() }
            }, lifetime)
            disposal.attach(upstream)
            return disposal
        }
    }
}

/// Where `debug` writes, and how its lines look.
public enum DebugOutput {
    private static let lock = Lock()
    nonisolated(unsafe) private static var writer: @Sendable (String) -> Void = { print($0) }

    /// Receives every line `debug` writes; by default prints it to standard
    /// output. Replace it to collect the lines (in a test) or send them to a
    /// log. Setting and calling it are thread-safe; it may be called on any
    /// thread, from inside a subscription.
    public static var write: @Sendable (String) -> Void {
        get { lock.withLock { writer } }
        set { lock.withLock { writer = newValue } }
    }

    /// Writes `content` for `identifier` with the current local time.
    static func log(_ identifier: String, _ content: String) {
        write("\(timestamp()): \(identifier) -> \(content)")
    }

    /// `File.swift:12 (function())` for a call site.
    static func callSite(file: String, line: UInt, function: String) -> String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "\(fileName):\(line) (\(function))"
    }

    /// The event's description, shortened to its first and last 20
    /// characters when `trimmed` and longer than 40.
    static func describe<Element>(_ event: Event<Element>, trimmed: Bool) -> String {
        let text = String(describing: event)
        let limit = 40
        guard trimmed, text.count > limit else { return text }
        return String(text.prefix(limit / 2)) + "..." + String(text.suffix(limit / 2))
    }

    /// The local time as `yyyy-MM-dd HH:mm:ss.SSS`.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        localtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        }
        let milliseconds = Int32(now.tv_nsec / 1_000_000)
        return "\(padded(parts.tm_year + 1900, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2)) "
            + "\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2)).\(padded(milliseconds, 3))"
    }
}

/// The disposable of one `debug` subscription: logs `isDisposed` once, then
/// disposes the upstream subscription (which may arrive after disposal).
private final class DebugDisposal: Disposable, @unchecked Sendable {
    private let identifier: String
    private let upstream = SingleAssignmentDisposable()
    private let logged = OnceAction {}

    init(_ identifier: String) { self.identifier = identifier }

    func attach(_ disposable: Disposable) { upstream.setDisposable(disposable) }

    func dispose() {
        if logged.take() != nil { DebugOutput.log(identifier, "isDisposed") }
        upstream.dispose()
    }
}
