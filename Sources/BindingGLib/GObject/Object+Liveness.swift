extension Object {
    /// Runs `body` unless the object was destroyed: the one liveness guard of
    /// the adapter. Every setter and action that calls GTK directly goes
    /// through it, and so do the property writers the generated surface uses
    /// (``setPropertyValue(_:_:)``), so a destroyed widget's setters do nothing
    /// instead of handing GTK a dead instance.
    ///
    /// <!-- not-compiled: the library's own code, which reads C pointers apps do not see -->
    /// ```swift
    /// public var isEnabled: Bool {
    ///     get { g_action_get_enabled(actionPointer) != 0 }
    ///     set { ifAlive { g_simple_action_set_enabled(simpleActionPointer, newValue ? 1 : 0) } }
    /// }
    /// ```
    ///
    /// Always inlined: a bound update pays one load and one branch, as the
    /// hand-written `if !isDestroyed` it replaces did (`Benchmarks label`).
    /// Main thread only, like every wrapper member.
    @inlinable @inline(__always)
    public final func ifAlive(_ body: () throws -> Void) rethrows {
        if !isDestroyed { try body() }
    }
}
