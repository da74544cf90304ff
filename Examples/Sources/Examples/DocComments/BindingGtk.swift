// The examples of the doc comments of BindingGtk: each region is the ```swift block after the
// `/// <!-- snippet: NAME -->` line of the file named above it (bash Scripts/check-snippets.sh).
import Binding
import BindingGtk
import Foundation

/// A person of the column example.
struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
    var age: Int
}

/// A log entry of the virtual tree-view example.
struct LogEntry: Identifiable, Equatable {
    let id: Int
    var level: Int
    var time: String
    var text: String
}

/// The view model the BindingGtk examples bind: one of each kind of state they use.
@MainActor
final class DocGtkViewModel {
    @Mutable var age: Int? = nil
    @Mutable var amount: Decimal? = nil
    @Mutable var darkModeEnabled = false
    @Mutable var compact = false
    @Mutable var level = 0
    @Mutable var filter = DocArrays.Filter.all
    @Mutable var email = ""
    @Mutable var bio = ""
    private(set) var isLoading = false
    let form = FormValidation()
    lazy var ageField = form.field($age)
    lazy var amountField = form.field($amount)
    lazy var emailField = form.field($email)
    lazy var bioField = form.field($bio)
    let save = Command<Void, Void> {}
    let delete = Command<Void, Void> {}
    let chooseExportFile = Interaction<String, String?>(name: "chooseExportFile")
    let confirmClear = Interaction<Void, Bool>(name: "confirmClear")
    let days = MutableObservableArray(["Monday", "Tuesday"])
    let people = MutableObservableArray<Person>()
    func deleteSelected() {}
}

/// The widgets of a `.ui` file, for the validation example.
@MainActor
struct DocProfileWidgets {
    let emailEntry = Entry()
    let bioView = TextView()
    let bioFrame = Frame()
}

/// A window of the examples: its widgets, bound to ``DocGtkViewModel``.
@MainActor
final class DocGtkWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = DocGtkViewModel()
    let window = ApplicationWindow(application: Application(id: "org.example.Docs"), title: "Docs")
    let saveButton = Button(label: "Save")
    let table = TreeView()
    let treeView = TreeView()
    let listBox = ListBox()
    let ageEntry = Entry()
    let amountEntry = Entry()
    let widget = Label()
    let widgets = DocProfileWidgets()
    let tasks = MutableObservableArray<DocArrays.Task>()
    let log = MutableObservableArray<LogEntry>()

    func deleteSelection() {}

    func bind() {
        binding {
            // BindingGtk/Actions/Button+Command.swift
            // snippet: doc-Button-Command
            viewModel.save => saveButton.rx.command
            // end-snippet
            // BindingGtk/Actions/Widget+Shortcut.swift
            // snippet: doc-Widget-Shortcut
            table.onShortcut(["Delete", "KP_Delete"]) { [viewModel] in viewModel.deleteSelected(); return true }
            // end-snippet
            // snippet: doc-Widget-Shortcut-2
            viewModel.delete => window.rx.action("delete")        // the menu item
            table.addShortcut(["Delete"], activating: "win.delete")   // Delete on the table only
            // end-snippet
            // snippet: doc-Widget-Shortcut-3
            viewModel.delete => table.rx.shortcut("Delete")
            // end-snippet
            // BindingGtk/Conversion/ConvertedText.swift
            // snippet: doc-ConvertedText
            viewModel.$age <=> ageEntry.rx.text(.integer(), updating: .onFocusLoss, validating: viewModel.ageField)
            // end-snippet
            // BindingGLib/Conversion/TextConverter+Decimal.swift
            // snippet: doc-TextConverter-Decimal
            viewModel.$amount <=> amountEntry.rx.text(.decimal(fractionDigits: 2), updating: .onFocusLoss,
                                                      validating: viewModel.amountField)
            // end-snippet
            // BindingGtk/Dialogs/FileChooserNative.swift
            // snippet: doc-FileChooserNative
            viewModel.chooseExportFile.handle { [weak self] suggestedName in
                await FileChooserNative.chooseFileToSave(parent: self?.window, suggestedName: suggestedName)
            }
            // end-snippet
            // BindingGtk/Dialogs/MessageDialog+Confirm.swift
            // snippet: doc-MessageDialog-Confirm
            viewModel.confirmClear.handle { [weak self] in
                await MessageDialog.confirm(parent: self?.window, message: "Clear the cache?", confirmLabel: "C_lear")
            }
            // end-snippet
            // BindingGtk/GObject/ToolkitSettings.swift
            // snippet: doc-ToolkitSettings
            viewModel.$darkModeEnabled.asDriver() => ToolkitSettings.default!.rx.prefersDarkTheme
            // end-snippet
        }
    }

    func bindProperty() throws {
        // BindingGtk/Reactive/Object+PropertyByName.swift
        // snippet: doc-Object-PropertyByName
        let compactMode = try widget.rx.property("compact-mode", as: Bool.self)   // throws for an unknown property
        binding { viewModel.$compact <=> compactMode }
        // end-snippet
    }

    func bindValidation() {
        // BindingGtk/Validation/ValidationTarget.swift
        // snippet: doc-ValidationTarget
        binding {
            viewModel.emailField => widgets.emailEntry.rx.validation
            viewModel.bioField => widgets.bioView.rx.validation(styling: widgets.bioFrame)
        }
        // end-snippet
    }

    func bindLists() {
        // BindingGtk/Lists/Engine/ListItemsOptions.swift
        // snippet: doc-ListItemsOptions
        listBox.rx.items(viewModel.days, options: .init(allowsDeletion: true, allowsMoving: true)) { _, day in
            Label(day)
        }.disposed(by: disposeBag)
        // end-snippet
        // BindingGtk/Lists/Widgets/Column.swift
        // snippet: doc-Column
        treeView.rx.items(viewModel.people, columns: [
            Column(title: "Name", value: { $0.name }),
            Column(title: "Age", value: { "\($0.age)" }, sortBy: { $0.age }, width: 60),
        ]).disposed(by: disposeBag)
        // end-snippet
        // BindingGtk/Lists/Widgets/ListBox+RowComponents.swift
        // snippet: doc-ListBox-RowComponents
        listBox.rx.items(tasks.filtered { !$0.isDone }) { row in
            let check = CheckButton(label: row.element.title)
            row.binding { row.field(\.isDone) <=> check.rx.isActive }
            return check
        }.disposed(by: disposeBag)
        // end-snippet
        // BindingGtk/Lists/Widgets/ListRow.swift
        // snippet: doc-ListRow
        listBox.rx.items(tasks.filtered(by: viewModel.$filter) { $0.includes($1) }) { row in
            let check = CheckButton(label: row.element.title)
            row.binding {
                row.field(\.isDone) <=> check.rx.isActive          // written back to `tasks`, once
                row.elements.map(\.title) => check.rx.label
            }
            return check
        }.disposed(by: disposeBag)
        // end-snippet
        // BindingGtk/Lists/Widgets/TreeView+Virtual.swift
        // snippet: doc-TreeView-Virtual
        treeView.rx.items(virtual: log.filtered(by: viewModel.$level) { $1.level >= $0 },
                          columns: [Column(title: "Time", value: \.time), Column(title: "Message", value: \.text)])
            .disposed(by: disposeBag)
        // end-snippet
    }

    // BindingGtk/Dialogs/Dialog+Async.swift
    func askFirst() async {
        // snippet: doc-Dialog-Async
        let dialog = MessageDialog(parent: window, type: .question, buttons: .yesNo, message: "Delete?")
        if await dialog.answer() == .yes { deleteSelection() }
        // end-snippet
    }

    // BindingGtk/Widgets/AboutDialog.swift
    func about() async {
        // snippet: doc-AboutDialog
        await AboutDialog.show(parent: window, programName: "Gallery", version: "1.0",
                               comments: "Samples of the Binding package")
        // end-snippet
    }

    // BindingGtk/Widgets/AboutDialog+Metainfo.swift
    func aboutFromMetainfo() async throws {
        // snippet: doc-AboutDialog-metainfo
        let metainfo = try AppMetainfo(resource: GResources.basePath + "org.example.Notes.metainfo.xml")
        await AboutDialog.show(metainfo: metainfo, parent: window)
        // end-snippet
    }

    // BindingGtk/Actions/ApplicationWindow+ShortcutsWindow.swift
    func addShortcuts() {
        let primaryMenu = Menu { MenuEntry.item("_Quit", action: "app.quit") }
        // snippet: doc-ApplicationWindow-addShortcutsWindow
        window.addShortcutsWindow(menus: [primaryMenu])
        // end-snippet
    }

    // BindingGtk/MainLoop/Widget+WaitUntilDrawn.swift
    func showAndMeasure() throws {
        // snippet: doc-Widget-WaitUntilDrawn
        window.showAll()
        try window.waitUntilDrawn()
        print("on screen at \(window.allocatedSize.width)×\(window.allocatedSize.height)")
        // end-snippet
    }

    // BindingGtk/Rendering/Widget+Screenshot.swift
    func screenshot(to path: String) {
        // snippet: doc-Widget-Screenshot
        window.showAll()
        MainLoop.run(until: { !viewModel.isLoading }, timeout: .seconds(30))
        do {
            try window.saveScreenshot(to: path)
        } catch {
            print("MyApp: \(error)")   // "could not write the screenshot to …: Permission denied"
        }
        // end-snippet
    }

    // BindingGtk/Menus/MenuButton+Shortcut.swift
    func menuButton(menu: Menu) -> MenuButton {
        // snippet: doc-MenuButton-Shortcut
        let button = MenuButton(model: menu, iconName: "open-menu-symbolic")
        button.opensOnKey("F10")
        // end-snippet
        return button
    }
}

// BindingGtk/Lists/Widgets/VirtualListView.swift
@MainActor
func docVirtualListView() -> VirtualListView {
    // snippet: doc-VirtualListView
    let log = MutableObservableArray((0..<1_000_000).map { LogLine(id: $0) })
    let list = VirtualListView()
    list.rx.items(log, columns: [Column(title: "Line", value: { "\($0.id)" }),
                                 Column(title: "Text", value: \.text)])
        .disposed(by: list.lifetime)
    // end-snippet
    return list
}

/// An app's main window (stands in for an app's own).
@MainActor
final class MainWindow {
    let window = Window(title: "Main")
}

/// A window that belongs to an application (stands in for an app's own).
@MainActor
final class ProfileWindow {
    let window: ApplicationWindow
    init(application: Application) { window = ApplicationWindow(application: application, title: "Profile") }
    func present() { window.showAll() }
}

// BindingGtk/MainLoop/Application.swift
@MainActor
func docGtkApplication() throws -> Int32 {
    // snippet: doc-Application
    let app = Application(id: "org.example.Profile")
    app.onActivate { app in
        let window = ProfileWindow(application: app)
        window.present()
    }
    let status = try app.run()
    // end-snippet
    return status
}

// BindingGtk/MainLoop/Gtk.swift
@MainActor
func docGtkInitialize() {
    // snippet: doc-Gtk
    do {
        try Gtk.initialize()
    } catch {
        print("MyApp: \(error)")   // "no X display: DISPLAY is not set; …"
        exit(1)
    }
    // end-snippet
}

// BindingGtk/MainLoop/MainLoop+Gtk.swift
@MainActor
func docMainLoopGtk() throws {
    // snippet: doc-MainLoop-Gtk
    try Gtk.initialize()                  // throws GtkInitializationError without a display
    let window = MainWindow().window
    window.showAll()
    try MainLoop.runUntilClosed(window)   // or MainLoop.runUntilLastWindowCloses()
    // end-snippet
}

// BindingGtk/MainLoop/MainLoop+Windows.swift
@MainActor
func docMainLoopWindows() throws {
    // snippet: doc-MainLoop-Windows
    try Gtk.initialize()
    let window = Window(title: "Hello")
    window.add(Label("Hello, world"))
    window.showAll()
    try MainLoop.runUntilClosed(window)
    // end-snippet
}

// BindingGtk/MainLoop/MainLoop+Windows.swift
@MainActor
func docMainLoopWindows2() throws {
    // snippet: doc-MainLoop-Windows-2
    try Gtk.initialize()
    MainWindow().window.showAll()        // may open more windows later
    try MainLoop.runUntilLastWindowCloses()
    // end-snippet
}

// BindingGLib/Conversion/CalendarDate+Values.swift
func docCalendarDate() -> [CalendarDate] {
    // snippet: doc-CalendarDate-Values
    let due = CalendarDate(Date())                       // today, here
    let utc = CalendarDate(Date(), in: TimeZone(secondsFromGMT: 0))
    // end-snippet
    return [due, utc]
}

/// The widgets of the text-styling examples.
@MainActor
enum DocStyling {
    // BindingGtk/Style/TabStops.swift
    static func tabs(textView: TextView) {
        // snippet: doc-TabStops
        textView.tabs = TabStops(pixels: [80, 160, 240])
        textView.tabs = TabStops([TabStop(position: 200, alignment: .right)])
        // end-snippet
    }

    // BindingGtk/Style/TextAttributes.swift
    static func attributes(label: Label) {
        // snippet: doc-TextAttributes
        let text = "Total: 42 €"
        label.text = text
        label.attributes = TextAttributes([
            .init(.weight(.bold), in: text.range(of: "42")!, of: text),
            .init(.foreground(.init(red: 0xffff, green: 0, blue: 0))),   // the whole text
        ])
        // end-snippet
    }

    // BindingGtk/Style/FontDescription.swift
    static func font(fontButton: FontButton, tag: TextTag) -> String? {
        // snippet: doc-FontDescription
        fontButton.fontDesc = FontDescription("Serif Italic 14")
        let family = tag.fontDesc.family   // "Serif"
        // end-snippet
        return family
    }

    // BindingGtk/Widgets/Support/TargetList.swift
    static func formats(textView: TextView) -> [String] {
        // snippet: doc-TargetList
        let formats = textView.textBuffer.copyTargetList.entries.map(\.target)
        // ["GTK_TEXT_BUFFER_CONTENTS", …, "UTF8_STRING", "text/plain", …]
        // end-snippet
        return formats
    }

    // BindingGtk/Widgets/TextView+TextBuffer.swift
    static func notesFormats() -> [String] {
        // snippet: doc-TextView-textBuffer
        let notes = TextView(text: "Buy milk")
        let formats = notes.textBuffer.copyTargetList.entries.map(\.target)
        // end-snippet
        return formats
    }
}

// BindingGtk/Composite/CompositeWidget.swift (its template: Resources/greeting-row.ui)
// snippet: doc-CompositeWidget
final class GreetingRow: ListBoxRow, CompositeWidget {
    static let signalHandlers: [String: TemplateSignalHandler<GreetingRow>] = [
        "onWaveClicked": TemplateSignalHandler { row in row.waves += 1 },
    ]

    private(set) var waves = 0
}
// end-snippet
