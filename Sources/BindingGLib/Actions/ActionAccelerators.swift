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

    /// The actions of `actions` that have accelerators (`accelerators(action)`), sorted by name:
    /// what a toolkit's application lists from its action descriptions.
    package static func collect(_ actions: [String], accelerators: (String) -> [String]) -> [ActionAccelerators] {
        actions.compactMap { action in
            let keys = accelerators(action)
            return keys.isEmpty ? nil : ActionAccelerators(action: action, accelerators: keys)
        }
        .sorted { $0.action < $1.action }
    }

    /// A title for an action that has none, for help windows and shortcut lists: `win.open-search`
    /// reads "Open search"; a target (`::dark`) is kept after a colon ("Theme: dark").
    package static func readableTitle(of action: String) -> String {
        let name = action.split(separator: ".", maxSplits: 1).last.map(String.init) ?? action
        let parts = name.split(separator: "::", maxSplits: 1, omittingEmptySubsequences: false)
        var words = parts[0].split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        if let first = words.first { words = first.uppercased() + words.dropFirst() }
        return parts.count > 1 ? words + ": " + parts[1] : words
    }
}

extension GioApplication {
    /// Sets `accelerators` for an action through the toolkit's `set` (given them as a C string
    /// vector) once every one of them `parses`, the toolkit's accelerator parser; returns `false`
    /// and sets nothing otherwise, so a typo is not silently dropped. What both front ends'
    /// `setAccelerators(_:for:)` do.
    package func setAccelerators(
        _ accelerators: [String],
        parses: (String) -> Bool,
        set: (UnsafePointer<UnsafePointer<CChar>?>) -> Void
    ) -> Bool {
        guard accelerators.allSatisfy(parses) else { return false }
        withCStringArray(accelerators, set)
        return true
    }
}
