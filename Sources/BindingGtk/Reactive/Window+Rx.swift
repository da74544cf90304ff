import Binding
import CGtk

extension Reactive where Base: Window {
    /// Binds the window title.
    @MainActor public var title: Binder<String?> { binder { $0.title = $1 } }

    /// Whether the window is the user's current window: the current value,
    /// then each change (`notify::is-active`); completes when it is destroyed.
    @MainActor public var isActive: Observable<Bool> {
        observable(changedBy: ["notify::is-active"], getter: { $0.isActive })
    }

    /// Each close request (title-bar close button, Alt+F4, ``Window/requestClose()``),
    /// emitted before ``Window/shouldClose`` decides, whether or not it vetoes.
    @MainActor public var closeRequested: ControlEvent<Void> {
        controlEvent { window, emit in
            window.connect("delete-event", eventHandler: { _ in
                emit(())
                return false
            })
        }
    }
}
