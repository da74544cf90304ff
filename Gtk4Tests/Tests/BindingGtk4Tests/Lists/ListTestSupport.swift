import Binding
import BindingGtk4
import CGtk4
import Dispatch

/// The element of the list tests: a title and a done flag.
struct TaskItem: Equatable, Sendable {
    var title: String
    var done = false
}

/// A recycled row: a check button (two-way with `done`) and a label (`title`).
@MainActor
final class TaskRow: ListRowComponent {
    let root: Widget
    let check = CheckButton()
    let label = Label()
    /// How many times `bind` ran on this row.
    private(set) var binds = 0

    init() {
        root = Widget(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4))
        gtk_box_append(cgtk4_box(root.widgetPointer), check.widgetPointer)
        gtk_box_append(cgtk4_box(root.widgetPointer), label.widgetPointer)
    }

    func bind(_ element: ListElement<TaskItem>, bag: DisposeBag) {
        binds += 1
        bag.insert(element.values.map { Optional($0.title) }.subscribe(label.rx.label))
        bag.insert(element.values.map(\.done).subscribe(check.rx.isActive))
        bag.insert(check.rx.isActive.changed.subscribe(onNext: { done in
            var edited = element.value
            edited.done = done
            element.write(edited)
        }))
    }
}

/// `count` tasks titled "Task 0", "Task 1", …
func tasks(_ count: Int, from first: Int = 0) -> [TaskItem] {
    (first..<first + count).map { TaskItem(title: "Task \($0)") }
}

/// A window showing `content` in a scrolled window of 300×400.
@MainActor
func listWindow(_ content: Widget) -> (Window, ScrolledWindow) {
    let window = Window(title: "List")
    window.setDefaultSize(width: 300, height: 400)
    let scrolled = ScrolledWindow()
    scrolled.child = content
    window.child = scrolled
    return (window, scrolled)
}

/// Runs `edit` on a thread other than the main thread and waits for it: its
/// events reach the main thread's models only when the main loop next runs,
/// so `edit` comes between what the main thread read and what it does next.
@MainActor
func onAnotherThread(_ edit: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        edit()
        done.signal()
    }
    done.wait()
}
