import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

final class BoundWidgetsFreedWithWindowTests: XCTestCase {
    /// Bindings on a grid, scrolled window, search entry, radio buttons, color
    /// button, calendar and frame end with their window, and wrappers, GTK
    /// objects and the view model's relays are all freed afterwards.
    func testBoundWidgetsAreFreedWhenTheWindowIsDestroyed() throws {
        try onGtk {
            var weakObjects: [() -> AnyObject?] = []
            var probes: [FinalizationProbe] = []
            for _ in 0..<20 {
                let offset = BehaviorRelay(value: 0.0)
                let size = BehaviorRelay(value: 0)
                let color = BehaviorRelay(value: RGBA(red: 1, green: 0, blue: 0))
                let day = BehaviorRelay(value: CalendarDate(year: 2026, month: 1, day: 1))
                let searches = PublishRelay<String>()
                let window = Window(title: "Bound widgets")
                let grid = Grid()
                let scrolled = ScrolledWindow()
                let search = SearchEntry()
                let small = RadioButton(label: "Small")
                let large = RadioButton(label: "Large", joining: small)
                let button = ColorButton()
                let calendar = CalendarView()
                let frame = Frame(label: "Frame")
                window.add(grid)
                grid.attach(scrolled, column: 0, row: 0)
                grid.attach(search, column: 0, row: 1)
                grid.attach(small, column: 0, row: 2)
                grid.attach(large, column: 1, row: 2)
                grid.attach(button, column: 0, row: 3)
                grid.attach(frame, column: 0, row: 4)
                scrolled.add(calendar)
                window.binding {
                    offset <=> scrolled.rx.contentOffset
                    size <=> small.rx.selectedIndex
                    color <=> button.rx.color
                    day <=> calendar.rx.date
                    search.rx.searchChanged.bind(to: searches)
                    scrolled.rx.reachedBottom(offset: 10).map { "more" }.bind(to: searches)
                }
                size.accept(1)
                XCTAssertTrue(large.isActive)
                GtkTestKit.toggle(small)
                XCTAssertEqual(size.value, 0)
                for object in [window, grid, scrolled, search, small, large, button, calendar, frame] as [Widget] {
                    weakObjects.append { [weak object] in object }
                    probes.append(FinalizationProbe(UnsafeMutableRawPointer(object.widgetPointer)))
                }
                weakObjects.append { [weak offset] in offset }
                weakObjects.append { [weak size] in size }
                window.destroy()
            }
            MainLoop.runPending()
            XCTAssertEqual(weakObjects.filter { $0() != nil }.count, 0, "wrappers and relays freed")
            XCTAssertEqual(probes.filter { !$0.isFinalized }.count, 0, "GTK objects finalized")
        }
    }
}
