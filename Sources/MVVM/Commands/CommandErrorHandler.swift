import ReactiveCore

#if canImport(Glibc)
import Glibc
#endif

/// An error of a ``Command``'s work that nobody observed: ``Command/errors``
/// had no subscriber and no caller awaited the execution.
public struct UnhandledCommandError: Error, Sendable, CustomStringConvertible {
    /// The error the command's work threw or its observable sent.
    public let error: any Error
    /// The command's name (``Command/name``), or its type when it has none.
    public let command: String

    /// A readable description naming the command and the error.
    public var description: String { "command \(command) failed and nobody observed its errors: \(error)" }
}

/// Where unobserved command errors go: one replaceable, process-wide handler.
///
/// A command never fails as a stream and never crashes the app: an error its
/// work reports is sent on ``Command/errors``; when nothing observes that
/// signal (and no caller awaits the execution with ``Command/perform(_:)``)
/// the error goes to ``handler``, which by default prints it to standard
/// error. Replace it to log elsewhere or to fail a test:
///
/// <!-- snippet: doc-CommandErrorHandler -->
/// ```swift
/// CommandErrorHandler.handler = { unhandled in logger.error("\(unhandled)") }
/// ```
///
/// The handler may be called on any thread (where the work failed).
public enum CommandErrorHandler {
    private static let storage = SanitizedMutex<@Sendable (UnhandledCommandError) -> Void>(CommandErrorHandler.log)

    /// The current handler. Setting it is thread-safe.
    public static var handler: @Sendable (UnhandledCommandError) -> Void {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// The default handler: prints the error to standard error.
    public static let log: @Sendable (UnhandledCommandError) -> Void = { unhandled in
        var standardError = StandardErrorStream()
        print("Binding: \(unhandled)", to: &standardError)
    }

    /// Restores the default handler.
    public static func reset() { handler = log }

    /// Gives `error` to the current handler.
    static func report(_ error: any Error, command: String) {
        handler(UnhandledCommandError(error: error, command: command))
    }
}

/// Standard error as a `TextOutputStream`.
private struct StandardErrorStream: TextOutputStream {
    mutating func write(_ string: String) {
        #if canImport(Glibc)
        var bytes = Array(string.utf8)
        _ = Glibc.write(2, &bytes, bytes.count)
        #else
        print(string, terminator: "")
        #endif
    }
}
