import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Windows destroyed while one of their menus or popovers is open.
///
/// GTK 3.24 hides a shown modal popover while it unmaps the window, *after*
/// the window's dispose cleared its focus, and the popover gives the focus back
/// to the widget it saved (an entry in the content, still mapped because the
/// title bar is unmapped first). That entry is then destroyed while the window
/// still points at it, and the window's final unref reports
/// `g_object_ref: assertion 'G_IS_OBJECT (object)' failed` (fatal in tests).
/// `Window` clears its focus on `destroy`; each test checks the destroyed
/// window keeps no focus widget and then lets the window go (its final unref).
final class OpenMenuDestroyTests: XCTestCase {
    private final class Model: @unchecked Sendable {
        let theme = BehaviorRelay(value: "light")
    }

    /// Destroys `window`, checks GTK left it no focus widget, and drops the
    /// caller's wrapper (the window's final unref), with no GLib critical or
    /// warning on the way. (Recorded, not only fatal: Swift's crash handler
    /// resumes after the trap of a first fatal critical.)
    @MainActor
    private static func destroyAndRelease<W: Window>(_ window: inout W?, file: StaticString = #filePath, line: UInt = #line) {
        let messages = GtkTestKit.recordingLogMessages {
            do {
                guard let shown = window else { return XCTFail("no window", file: file, line: line) }
                shown.destroy()
                XCTAssertTrue(shown.isDestroyed, file: file, line: line)
                XCTAssertNil(gtk_window_get_focus(shown.windowPointer), "a destroyed window keeps no focus widget", file: file, line: line)
            }
            weak let released = window
            window = nil
            MainLoop.runPending()
            XCTAssertNil(released, "the test's reference was the window's last one", file: file, line: line)
        }
        XCTAssertEqual(messages, [], file: file, line: line)
    }

    /// Shows in `shown` a window with an entry (focused) and a header bar
    /// whose primary menu has a Theme submenu of radio items bound to
    /// `model.theme`; returns the menu button. `shown` is the only reference
    /// to the window the test keeps.
    @MainActor
    private static func showWindowWithPrimaryMenu(_ model: Model, in shown: inout ApplicationWindow?) throws -> MenuButton {
        let window = ApplicationWindow(application: try SharedTestApplication.get(), title: "Open menu")
        let header = HeaderBar(title: "Open menu")
        let menuButton = header.addPrimaryMenu(Menu {
            MenuEntry.item("_Close", action: "win.close", accelerator: "<Primary>w")
            MenuEntry.submenu("_Theme") {
                MenuEntry.item("_Light", action: "win.theme", target: "light")
                MenuEntry.item("_Dark", action: "win.theme", target: "dark")
            }
        })
        window.setTitlebar(header)
        let entry = Entry()
        window.add(entry)
        window.binding { model.theme <=> window.rx.radioAction("theme", initial: "light") }
        XCTAssertTrue(GtkTestKit.showAndWait(window))
        entry.grabFocus()
        shown = window
        return menuButton
    }

    /// Opens `menuButton`'s menu, then Theme › Dark (the menu stays open on the submenu page).
    @MainActor
    private static func chooseDarkTheme(in menuButton: MenuButton) throws -> Popover {
        menuButton.isActive = true
        let popover = try XCTUnwrap(menuButton.popover)
        XCTAssertTrue(GtkTestKit.pump(until: { popover.isVisible && MenuTests.itemLabelled("Theme", in: popover) != nil }))
        GtkTestKit.click(try XCTUnwrap(MenuTests.itemLabelled("Theme", in: popover)))
        XCTAssertTrue(GtkTestKit.pump(until: { MenuTests.itemLabelled("Dark", in: popover) != nil }))
        GtkTestKit.click(try XCTUnwrap(MenuTests.itemLabelled("Dark", in: popover)))
        XCTAssertTrue(popover.isVisible, "a radio item leaves the menu open")
        return popover
    }

    func testHeaderBarMenuOnARadioSubmenu_windowDestroyed_keepsNoFocusWidget() throws {
        try onGtk {
            let model = Model()
            var window: ApplicationWindow?
            let menuButton = try Self.showWindowWithPrimaryMenu(model, in: &window)
            let popover = try Self.chooseDarkTheme(in: menuButton)
            XCTAssertEqual(model.theme.value, "dark")
            Self.destroyAndRelease(&window)
            XCTAssertFalse(popover.isVisible)
        }
    }

    func testHeaderBarMenuOnARadioSubmenu_ctrlWClosesTheWindow() throws {
        try onGtk {
            let model = Model()
            var window: ApplicationWindow?
            let menuButton = try Self.showWindowWithPrimaryMenu(model, in: &window)
            let close = Command<Void, Void> { [weak window] in window?.requestClose() }
            window?.binding { close => window!.rx.action("close", accelerators: ["<Primary>w"]) }
            _ = try Self.chooseDarkTheme(in: menuButton)
            let messages = try GtkTestKit.recordingLogMessages {
                try GtkTestKit.pressKey(Key.w, modifiers: GDK_CONTROL_MASK.rawValue, in: window!)
                XCTAssertTrue(GtkTestKit.pump(until: { window?.isDestroyed ?? false }), "Ctrl+W closes the window with its menu open")
                XCTAssertNil(gtk_window_get_focus(window!.windowPointer))
                window = nil
                MainLoop.runPending()
            }
            XCTAssertEqual(messages, [])
        }
    }

    func testPlainPopoverWithAnEntry_windowDestroyed_keepsNoFocusWidget() throws {
        try onGtk {
            var window: Window? = Window(title: "Popover")
            let header = HeaderBar(title: "Popover")
            let rename = Button(label: "Rename")
            header.packEnd(rename)
            window?.setTitlebar(header)
            window?.add(Entry())
            XCTAssertTrue(GtkTestKit.showAndWait(window!))
            // The content's entry has the focus; only GTK holds it from here on.
            try XCTUnwrap(GtkTestKit.descendants(of: window!).first { $0 is Entry }).grabFocus()
            let popover = Popover(relativeTo: rename)
            let nameEntry = Entry()
            popover.add(nameEntry)
            nameEntry.show()
            popover.popup()
            XCTAssertTrue(GtkTestKit.pump(until: { popover.isVisible }))
            nameEntry.grabFocus()
            XCTAssertTrue(nameEntry.hasFocus, "the popover's entry has the focus")
            Self.destroyAndRelease(&window)
            XCTAssertFalse(popover.isVisible)
        }
    }

    /// A window from `.ui` XML with a header bar holding a menu button (id
    /// `menu-button`), described by `menuButton`, and an entry as content;
    /// `extra` adds objects (a `<menu>`, a popover). The window is roomy so
    /// that the popover is never squeezed against its edges: once, in a full
    /// AddressSanitizer run, drawing the `.ui` popover menu (which changes
    /// size when it turns to its submenu page) in the entry-sized window gave
    /// `gtk_render_frame_gap: assertion 'xy0_gap >= 0' failed`; it did not
    /// come back in 4 runs of this class alone.
    private static func uiWindow(menuButton: String, extra: String) -> String {
        """
        <interface>
          \(extra)
          <object class="GtkWindow" id="window">
            <property name="default-width">480</property>
            <property name="default-height">320</property>
            <child type="titlebar">
              <object class="GtkHeaderBar">
                <property name="visible">True</property>
                <child>
                  <object class="GtkMenuButton" id="menu-button">
                    <property name="visible">True</property>
                    \(menuButton)
                  </object>
                  <packing><property name="pack-type">end</property></packing>
                </child>
              </object>
            </child>
            <child>
              <object class="GtkEntry" id="entry">
                <property name="visible">True</property>
              </object>
            </child>
          </object>
        </interface>
        """
    }

    /// Shows in `shown` the window of `xml` (the only reference the test
    /// keeps; the builder is released), focuses its entry, opens its menu
    /// button and returns the open popover.
    @MainActor
    private static func openUIMenu(in shown: inout Window?, _ xml: String) throws -> Popover {
        let builder = try Builder(string: xml)
        let window = try builder.get("window", as: Window.self)
        let menuButton = try builder.get("menu-button", as: MenuButton.self)
        XCTAssertTrue(GtkTestKit.showAndWait(window))
        try builder.get("entry", as: Entry.self).grabFocus()
        menuButton.isActive = true
        let popover = try XCTUnwrap(menuButton.popover)
        XCTAssertTrue(GtkTestKit.pump(until: { popover.isVisible }))
        shown = window
        return popover
    }

    func testMenuModelFromAUIMenu_openOnASubmenu_windowDestroyed_keepsNoFocusWidget() throws {
        try onGtk {
            var window: Window?
            let popover = try Self.openUIMenu(in: &window, Self.uiWindow(
                menuButton: #"<property name="menu-model">menu</property>"#,
                extra: """
                <menu id="menu">
                  <section>
                    <item>
                      <attribute name="label">_Rename</attribute>
                      <attribute name="action">win.rename</attribute>
                    </item>
                    <submenu>
                      <attribute name="label">_Sort</attribute>
                      <item>
                        <attribute name="label">By _name</attribute>
                        <attribute name="action">win.sort</attribute>
                        <attribute name="target">name</attribute>
                      </item>
                    </submenu>
                  </section>
                </menu>
                """))
            XCTAssertTrue(GtkTestKit.pump(until: { MenuTests.itemLabelled("Sort", in: popover) != nil }))
            GtkTestKit.click(try XCTUnwrap(MenuTests.itemLabelled("Sort", in: popover)))
            XCTAssertTrue(GtkTestKit.pump(until: { MenuTests.itemLabelled("By name", in: popover) != nil }))
            Self.destroyAndRelease(&window)
        }
    }

    func testPopoverMenuDeclaredInUI_openOnASubmenuPage_windowDestroyed_keepsNoFocusWidget() throws {
        try onGtk {
            var window: Window?
            let popover = try Self.openUIMenu(in: &window, Self.uiWindow(
                menuButton: #"<property name="popover">popover-menu</property>"#,
                extra: """
                <object class="GtkPopoverMenu" id="popover-menu">
                  <child>
                    <object class="GtkBox">
                      <property name="visible">True</property>
                      <property name="orientation">vertical</property>
                      <child>
                        <object class="GtkModelButton">
                          <property name="visible">True</property>
                          <property name="text">_Sort</property>
                          <property name="menu-name">sort</property>
                        </object>
                      </child>
                    </object>
                  </child>
                  <child>
                    <object class="GtkBox">
                      <property name="visible">True</property>
                      <property name="orientation">vertical</property>
                      <child>
                        <object class="GtkModelButton">
                          <property name="visible">True</property>
                          <property name="text">By _name</property>
                          <property name="action-name">win.sort</property>
                        </object>
                      </child>
                    </object>
                    <packing><property name="submenu">sort</property></packing>
                  </child>
                </object>
                """))
            let popoverMenu = try XCTUnwrap(popover as? PopoverMenu)
            popoverMenu.openSubmenu("sort")
            XCTAssertTrue(GtkTestKit.pump(until: { MenuTests.itemLabelled("By name", in: popoverMenu) != nil }))
            Self.destroyAndRelease(&window)
        }
    }

    func testMenuBarMenuOpenedWithF10_windowDestroyed_closesTheMenu() throws {
        try onGtk {
            var window: Window? = Window(title: "Menu bar")
            let bar = MenuBar(model: Menu {
                MenuEntry.submenu("_File") { MenuEntry.item("_Quit", action: "app.quit") }
                MenuEntry.submenu("_Help") { MenuEntry.item("_About", action: "app.about") }
            })
            let entry = Entry()
            let box = Box(orientation: .vertical)
            box.add(bar)
            box.add(entry)
            window?.add(box)
            XCTAssertTrue(GtkTestKit.showAndWait(window!))
            entry.grabFocus()
            let file = try XCTUnwrap(GtkTestKit.descendants(of: bar).first { $0.isA(gtk_menu_item_get_type()) })
            let submenuPointer = gtk_menu_item_get_submenu(UnsafeMutableRawPointer(file.widgetPointer).assumingMemoryBound(to: GtkMenuItem.self))
            let submenu = Widget.wrapper(for: try XCTUnwrap(submenuPointer))
            try GtkTestKit.pressKey(Key.F10, in: entry)
            XCTAssertTrue(GtkTestKit.pump(until: { gtk_widget_get_mapped(submenu.widgetPointer) != 0 }), "F10 opens the first menu")
            Self.destroyAndRelease(&window)
            XCTAssertTrue(submenu.isDestroyed, "the open menu goes with its window")
            XCTAssertEqual(gtk_widget_get_mapped(submenu.widgetPointer), 0)
        }
    }
}
