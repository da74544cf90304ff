import CGtk

/// Why ``Widget/waitUntilDrawn(timeout:)`` gave up.
public enum DrawWaitError: Error, Equatable, CustomStringConvertible {
    /// The widget is destroyed (before or while waiting).
    case destroyed
    /// The widget, one of its parents or its window is not shown, or it is
    /// not in a window: it cannot be drawn. Show it first (`showAll()`).
    case hidden
    /// The widget was not drawn before the deadline.
    case timedOut(Duration)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .destroyed:
            return "the widget was destroyed before it was drawn"
        case .hidden:
            return "the widget is not shown (it, a parent or its window is hidden, or it is in no window): call showAll() on its window first"
        case .timedOut(let timeout):
            return "the widget was not drawn within \(timeout) (is the main loop blocked, or is the widget zero-sized?)"
        }
    }
}

extension Widget {
    /// Runs the main loop until the widget is on screen: mapped, laid out and
    /// drawn. If it is on screen already, it waits for the next frame, so what
    /// changed before the call is drawn when this returns.
    ///
    /// It returns right after that frame, before running anything else, so
    /// the widget's layout is the one just drawn. Use it in a start-up that
    /// must know the first frame is out, or before measuring widgets:
    ///
    /// <!-- snippet: doc-Widget-WaitUntilDrawn -->
    /// ```swift
    /// window.showAll()
    /// try window.waitUntilDrawn()
    /// print("on screen at \(window.allocatedSize.width)×\(window.allocatedSize.height)")
    /// ```
    ///
    /// It runs the main loop itself, so call it from start-up code or a signal
    /// handler, not from work on the main dispatch queue (a `Driver` binding,
    /// `DispatchQueue.main.async`): that work would wait until it returns.
    ///
    /// - Throws: ``DrawWaitError/hidden`` at once when the widget is not shown
    ///   (or not in a window), ``DrawWaitError/destroyed`` when it is or gets
    ///   destroyed, ``DrawWaitError/timedOut(_:)`` after `timeout`.
    public func waitUntilDrawn(timeout: Duration = .seconds(10)) throws(DrawWaitError) {
        guard !isDestroyed else { throw .destroyed }
        let toplevel = gtk_widget_get_toplevel(widgetPointer)
        guard gtk_widget_is_visible(widgetPointer) != 0, let toplevel, gtk_widget_is_toplevel(toplevel) != 0 else {
            throw .hidden
        }
        let frame = DrawnFlag()
        let connection = connect("draw", after: true, eventHandler: { _ in
            frame.isDrawn = true
            return false
        })
        defer { connection.disconnect() }
        if gtk_widget_get_mapped(widgetPointer) != 0 { gtk_widget_queue_draw(widgetPointer) }
        // One round at a time, so that it stops right after the frame.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !frame.isDrawn && !isDestroyed {
            let remaining = deadline - clock.now
            guard remaining > .zero else { throw .timedOut(timeout) }
            MainLoop.iterate(waitingAtMost: min(remaining, .milliseconds(1)))
        }
        if isDestroyed { throw .destroyed }
    }
}

/// Set by the `draw` handler of one ``Widget/waitUntilDrawn(timeout:)``.
@MainActor
private final class DrawnFlag {
    var isDrawn = false
}
