import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// A small view model, as a sample window would bind it.
private final class StressViewModel {
    let name = BehaviorRelay(value: "Ada")
    let subscribed = BehaviorRelay(value: true)
    let age = BehaviorRelay(value: 36)
    let saves = PublishRelay<Void>()
}

/// A window with bound widgets whose bindings end with the window.
@MainActor
private final class StressWindow: Window {
    let viewModel: StressViewModel
    let entry = Entry()
    let check = CheckButton(label: "Subscribe")
    let spin = SpinButton(range: 0...120)
    let label = Label()
    let button = Button(label: "Save")

    init(viewModel: StressViewModel) {
        self.viewModel = viewModel
        super.init(gtk_window_new(GTK_WINDOW_TOPLEVEL))
        let box = Container(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2))
        add(box)
        [entry, check, spin, label, button].forEach(box.add)
        binding {
            viewModel.name <=> entry.rx.text.orEmpty
            viewModel.subscribed <=> check.rx.isActive
            viewModel.age <=> spin.rx.intValue
            viewModel.name.map { "Hello \($0)" }.bind(to: label.rx.text)
            button.rx.tap.bind(to: viewModel.saves)
        }
    }
}

final class WindowLifecycleStressTests: XCTestCase {
    func testAThousandBoundWindowsAreAllFreedAfterDestroy() throws {
        try onGtk {
            var weakWindows: [() -> AnyObject?] = []
            var weakViewModels: [() -> AnyObject?] = []
            var probes: [FinalizationProbe] = []
            for index in 0..<1_000 {
                let viewModel = StressViewModel()
                let window = StressWindow(viewModel: viewModel)
                if index % 100 == 0 {
                    window.showAll()
                    MainLoop.runPending()
                }
                viewModel.name.accept("User \(index)")
                GtkTestKit.click(window.button)
                XCTAssertEqual(window.entry.text, "User \(index)")
                XCTAssertEqual(window.label.text, "Hello User \(index)")
                weakWindows.append { [weak window] in window }
                weakWindows.append { [weak entry = window.entry] in entry }
                weakViewModels.append { [weak viewModel] in viewModel }
                probes.append(FinalizationProbe(window.entry.objectPointer))
                window.destroy()
            }
            MainLoop.runPending()
            XCTAssertEqual(weakWindows.filter { $0() != nil }.count, 0, "window and widget wrappers freed")
            XCTAssertEqual(weakViewModels.filter { $0() != nil }.count, 0, "view models freed")
            XCTAssertEqual(probes.filter { !$0.isFinalized }.count, 0, "GTK objects finalized")
        }
    }

    func testSignalBoxesOfBoundWindowsAreFreed() throws {
        try onGtk {
            weak var weakProbe: Probe?
            do {
                let probe = Probe()
                weakProbe = probe
                let viewModel = StressViewModel()
                let window = StressWindow(viewModel: viewModel)
                window.button.rx.tap.subscribe(onNext: { withExtendedLifetime(probe) {} }).disposed(by: window.lifetime)
                window.entry.connect("changed") { withExtendedLifetime(probe) {} }
                window.destroy()
            }
            MainLoop.runPending()
            XCTAssertNil(weakProbe)
        }
    }
}
