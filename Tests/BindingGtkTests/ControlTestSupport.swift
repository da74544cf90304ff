import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

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
