import Binding
import CGtk

/// A check-style button of which only one in its group is active at a time
/// (`GtkRadioButton`). Its own state is the inherited ``ToggleButton/isActive``;
/// `rx.selectedIndex` observes the whole group.
@MainActor
extension RadioButton {
    /// A new radio button labelled `label`, starting a group of its own
    /// (the first button of a group is active whatever `isActive` says).
    package convenience init(label: String, isActive: Bool, _: RadioButton.Type) {
        self.init(gtk_radio_button_new_with_label_from_widget(nil, label))
        if isActive { self.isActive = true }
    }

    /// A new, inactive radio button labelled `label` in the group of `member`.
    public convenience init(label: String, joining member: RadioButton) {
        self.init(gtk_radio_button_new_with_label_from_widget(member.radioButtonPointer, label))
    }

    /// The wrapped `GtkRadioButton`.
    public var radioButtonPointer: UnsafeMutablePointer<GtkRadioButton> { widgetPointer(as: GtkRadioButton.self) }

    /// Moves this button into the group of `member` (`nil`: a group of its own).
    public func join(_ member: RadioButton?) {
        guard !isDestroyed, member?.isDestroyed != true else { return }
        performProgrammaticChange { gtk_radio_button_join_group(radioButtonPointer, member?.radioButtonPointer) }
    }

    /// The buttons of this button's group (itself included), in the order
    /// they joined it.
    public var group: [RadioButton] {
        guard !isDestroyed else { return [] }
        // GTK prepends each new member.
        return Widget.wrappers(in: gtk_radio_button_get_group(radioButtonPointer)).compactMap { $0 as? RadioButton }.reversed()
    }

    /// The position in ``group`` of its active button; `nil` while not
    /// exactly one is active (no button, or in the middle of a switch).
    /// Setting an index activates that button as a programmatic change;
    /// `nil` or an index outside the group does nothing.
    public var selectedIndex: Int? {
        get {
            let members = group
            let active = members.indices.filter { members[$0].isActive }
            return active.count == 1 ? active[0] : nil
        }
        set {
            let members = group
            guard let newValue, members.indices.contains(newValue) else { return }
            performProgrammaticChange { members[newValue].isActive = true }
        }
    }
}

extension Reactive where Base: RadioButton {
    /// Which button of the group is active, as its position in
    /// ``RadioButton/group``: the current one, then each one the user picks.
    /// Sending an index activates that button without echoing it back (an
    /// index outside the group is ignored). Follows the group's members at
    /// subscription time. Completes when this button is destroyed.
    @MainActor public var selectedIndex: ControlProperty<Int> {
        let property = controlProperty(
            changedBy: ["toggled"],
            on: { $0.group },
            // Picking a button toggles the old one off, then the new one on:
            // only the new one's signal counts, once the group has settled.
            counts: { _, member in
                guard let member = member as? RadioButton else { return false }
                return member.isActive && !member.isApplyingProgrammaticChange
            },
            getter: { $0.selectedIndex },
            setter: { $0.selectedIndex = $1 }
        )
        let values = property.asObservable().compactMap { $0 }
        return ControlProperty(values: values, valueSink: property.asObserver().mapObserver { Optional($0) })
    }
}
