import Binding
import CGtk

/// A container showing one of its named children at a time (`GtkStack`).
@MainActor
extension Stack {
    /// A new, empty stack.
    public convenience init() {
        self.init(gtk_stack_new())
    }

    /// The wrapped `GtkStack`.
    public var stackPointer: UnsafeMutablePointer<GtkStack> { widgetPointer(as: GtkStack.self) }

    /// Adds `child` as a page named `name`, titled `title` in a ``StackSwitcher``.
    public func addNamed(_ child: Widget, name: String, title: String? = nil) {
        guard !isDestroyed, !child.isDestroyed else { return }
        if let title {
            gtk_stack_add_titled(stackPointer, child.widgetPointer, name, title)
        } else {
            gtk_stack_add_named(stackPointer, child.widgetPointer, name)
        }
    }

    /// The name of the page shown. Setting it is a programmatic change
    /// (`rx.visibleChildName` does not hear it back); an unknown name
    /// or a hidden page is ignored by GTK.
    public var visibleChildName: String? {
        get { String.borrowing(gtk_stack_get_visible_child_name(stackPointer)) }
        set {
            guard !isDestroyed, let newValue, newValue != visibleChildName,
                  gtk_stack_get_child_by_name(stackPointer, newValue) != nil else { return }
            performProgrammaticChange { gtk_stack_set_visible_child_name(stackPointer, newValue) }
        }
    }
}

extension Reactive where Base: Stack {
    /// The page shown: the current one, then each page the user picks (for
    /// example through a ``StackSwitcher``). Setting it does not echo.
    @MainActor public var visibleChildName: ControlProperty<String?> {
        controlProperty(
            changedBy: ["notify::visible-child-name"],
            getter: { $0.visibleChildName },
            setter: { $0.visibleChildName = $1 }
        )
    }
}
