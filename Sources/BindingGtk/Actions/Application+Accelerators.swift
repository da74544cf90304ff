import BindingGLib
import CGtk

/// One action's keyboard accelerators, as its application holds them.
public struct ActionAccelerators: Sendable, Equatable {
    /// The detailed action name (`"win.save"`, `"app.quit"`, `"win.theme::dark"`).
    public let action: String
    /// Its accelerators in GTK's syntax (`"<Primary>s"`), first the one menus show.
    public let accelerators: [String]

    /// An action and its accelerators.
    public init(action: String, accelerators: [String]) {
        self.action = action
        self.accelerators = accelerators
    }
}

extension Application {
    /// Every action that has keyboard accelerators, sorted by action name:
    /// what ``setAccelerators(_:for:)``, `setAccelerators(_:forAction:)` and
    /// `rx.action(_:accelerators:)` registered and have not removed
    /// (`gtk_application_list_action_descriptions`).
    public var actionAccelerators: [ActionAccelerators] {
        guard let vector = gtk_application_list_action_descriptions(gtkApplicationPointer) else { return [] }
        defer { g_strfreev(vector) }
        var result: [ActionAccelerators] = []
        var index = 0
        while let item = vector[index] {
            let action = String(cString: item)
            let keys = accelerators(for: action)
            if !keys.isEmpty { result.append(ActionAccelerators(action: action, accelerators: keys)) }
            index += 1
        }
        return result.sorted { $0.action < $1.action }
    }
}
