import Binding
import BindingGtk

/// A sample's window: the object that owns its bindings and the GTK window
/// they are bound to.
///
/// Every sample builds its window the same way:
/// 1. `…UI.loadStyled()` applies the sample's CSS and builds its `.ui` file,
///    both from the GResource bundle embedded in the executable, and returns
///    the typed outlets GResourcePlugin generates from that file (`ProfileUI`).
/// 2. `…Window(viewModel:widgets:)` binds the widgets to the view model, in a
///    few `bind…()` sections, and does nothing else: it cannot fail and
///    never shows itself.
/// 3. The app starts the view model's loading, then hands the window to
///    ``SampleExecutable/present(_:sample:screenshotPath:ready:)``, which shows it
///    and runs until it closes, or saves a screenshot.
@MainActor
public protocol SampleWindow: AnyObject, BindingContext {
    /// The GTK window the bindings are bound to.
    var window: Window { get }
}
