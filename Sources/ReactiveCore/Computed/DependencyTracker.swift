import CBindingThreadLocal

/// The entry point through which reads become dependencies.
///
/// While a `Computed` evaluates its body, every trackable read on the same
/// thread is recorded in the evaluation's frame; when the body returns, the
/// recorded sources are the computed's dependencies until the next evaluation.
/// Reads outside an evaluation cost one thread-local lookup and record nothing.
public enum DependencyTracker {
    /// Records a read of `source` in the evaluation running on this thread.
    ///
    /// Call it from the getter of your own `TrackableSource`. (Relays record
    /// their reads themselves, through a faster path that needs no call.)
    @inline(__always)
    public static func recordRead<Source: TrackableSource>(_ source: Source) {
        recordingFrame?._withUnsafeGuaranteedRef { $0.recordSource(source) }
    }

    /// The innermost evaluation frame on this thread, recording or blind.
    @inlinable @inline(__always)
    static var currentFrame: Unmanaged<TrackingFrame>? {
        binding_get_current_frame().map { Unmanaged<TrackingFrame>.fromOpaque($0) }
    }

    /// The evaluation recording reads on this thread, if any.
    /// Unretained: the frame lives as long as its evaluation, which encloses
    /// the read. Inlined into every tracked read: a thread-local load and a
    /// flag test.
    @inlinable
    static var recordingFrame: Unmanaged<TrackingFrame>? {
        guard let raw = binding_get_current_frame() else { return nil }
        let frame = Unmanaged<TrackingFrame>.fromOpaque(raw)
        return frame._withUnsafeGuaranteedRef { $0.recordsReads } ? frame : nil
    }

    /// Runs `body` without recording its reads in the current evaluation:
    /// `Computed { a.tracked + DependencyTracker.untracked { b.tracked } }`
    /// recomputes when `a` changes but not when `b` does.
    public static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        let context = ThreadContext.current
        guard let outer = context.frame else { return try body() }
        let blind = TrackingFrame(blindAbove: outer)
        context.frame = blind
        defer { context.frame = outer }
        return try withExtendedLifetime(blind) { try body() }
    }

    /// `true` while a `Computed` body is being evaluated on this thread and
    /// its reads are being recorded.
    public static var isTracking: Bool {
        ThreadContext.currentFrame?._withUnsafeGuaranteedRef { $0.recordsReads } ?? false
    }
}
