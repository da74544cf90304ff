import BindingGtk
#if canImport(Glibc)
import Glibc
#endif

// Loads everything from the bundle embedded in this executable and prints what it found, so the
// check script can run it from an empty folder with this package's sources moved away.
MainActor.assumeIsolated {
    do {
        try Gtk.initialize()
        let ui = try GreetingWindowUI.load()
        try StyleSheet(resource: GResources.basePath + "style.css").applyToApplication()
        IconThemePaths.addResourcePath(GResources.basePath + "icons")
        print("label: \(ui.greetingLabel.text)")
        print("entry: \(type(of: ui.nameEntry))")
        print("icon: \(IconThemePaths.hasIcon(named: "consumer-star-symbolic") ? "found" : "missing")")
        ui.counterRow.template.countButton.click()
        print("composite: \(type(of: ui.counterRow)) counted \(ui.counterRow.count)")
        ui.mainWindow.destroy()
    } catch {
        print("error: \(error)")
        exit(1)
    }
}
