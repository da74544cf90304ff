extension Object {
    /// Runs `body` unless the object was destroyed: the one liveness guard of
    /// the adapter. Every setter and action that calls GTK directly goes
    /// through it, and so do the property writers the generated surface uses
    /// (``setPropertyValue(_:_:)``), so a destroyed widget's setters do nothing
    /// instead of handing GTK a dead instance.
    ///
    /// ```swift
    /// public var isRevealed: Bool {
    ///     get { gtk_revealer_get_reveal_child(revealerPointer) != 0 }
    ///     set { ifAlive { gtk_revealer_set_reveal_child(revealerPointer, newValue ? 1 : 0) } }
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
