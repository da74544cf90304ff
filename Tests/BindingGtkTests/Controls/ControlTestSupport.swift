import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Records every event of a subscription, for assertions on exact sequences.
@MainActor
final class EventRecorder<Element> {
    private(set) var values: [Element] = []
    private(set) var completed = false
    private var subscription: Disposable?

    init<Source: ObservableType>(_ source: Source) where Source.Element == Element {
        subscription = source.subscribe(AnyObserver { [weak self] event in
            MainActor.assumeIsolated {
                switch event {
                case .next(let value): self?.values.append(value)
                case .completed: self?.completed = true
                case .error: XCTFail("a control sequence must not fail")
                }
            }
        })
    }

    func dispose() { subscription?.dispose() }
}

/// A shown window holding `widgets` in a vertical box.
@MainActor
func makeShownWindow(_ widgets: Widget..., title: String = "Test") -> Window {
    let window = Window(title: title)
    let box = Container(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
    window.add(box)
    for widget in widgets { box.add(widget) }
    XCTAssertTrue(GtkTestKit.showAndWait(window), "the window was not mapped")
    return window
}
