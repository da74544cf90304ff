import CGtk

/// A row of buttons that switches the page of a ``Stack`` (`GtkStackSwitcher`).
/// Bind the page through the stack's `rx.visibleChildName`.
@MainActor
extension StackSwitcher {
    /// A new switcher for `stack`.
    public convenience init(stack: Stack? = nil) {
        self.init(gtk_stack_switcher_new())
        if let stack { self.stack = stack }
    }

    /// The wrapped `GtkStackSwitcher`.
    public var stackSwitcherPointer: UnsafeMutablePointer<GtkStackSwitcher> { widgetPointer(as: GtkStackSwitcher.self) }

    /// The stack it switches.
    public var stack: Stack? {
        get {
            gtk_stack_switcher_get_stack(stackSwitcherPointer).map {
                Widget.wrapper(for: UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) as? Stack
            } ?? nil
        }
        set {
            guard !isDestroyed else { return }
            gtk_stack_switcher_set_stack(stackSwitcherPointer, newValue?.widgetPointer(as: GtkStack.self))
        }
    }
}
