import Binding
import BindingGtk
import {{PREFIX}}Kit

/// One note of the list: its title and a button deleting it.
enum NoteRow {
    /// The row's widget for `row`'s note; the button runs `delete` with the note's id.
    @MainActor
    static func make(_ row: ListRow<Note>, delete: Command<Note.ID, Void>) -> Widget {
        let note = row.element
        let title = Label(note.title)
        title.xalign = 0
        let deleteButton = Button(label: "")
        deleteButton.image = Image(iconName: "user-trash-symbolic")
        deleteButton.alwaysShowImage = true
        deleteButton.relief = .none
        deleteButton.tooltipText = tr("Delete")
        deleteButton.accessibleName = tr("Delete “{1}”", with: note.title)
        let box = Box(orientation: .horizontal, spacing: 6)
        box.packStart(title, expand: true)
        box.packEnd(deleteButton)
        box.showAll()
        row.binding {
            delete => deleteButton.rx.command(input: note.id)
        }
        return box
    }
}
