import BindingGtk4
import CFrameWatch

/// Waiting for the next rendered frame: the next `render` of a window surface (CFrameWatch), the
/// point the start-up programs quit at too.
@MainActor
enum FirstRender {
    /// Runs `change`, then the main loop until a window surface has rendered once more, at most
    /// `timeout`; returns whether one did. One window is shown at a time here.
    static func afterNextRender(timeout: Duration = .seconds(30), _ change: () -> Void) -> Bool {
        frame_watch_start()
        let before = frame_watch_renders()
        change()
        return MainLoop.run(until: { frame_watch_renders() > before }, timeout: timeout)
    }
}
