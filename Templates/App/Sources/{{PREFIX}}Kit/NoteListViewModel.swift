import Binding
import Foundation

/// The state of the note list and what the user can do with it. No GTK here: the view model is
/// tested without a display, and any window (or test) can drive it.
public final class NoteListViewModel {
    /// The title typed for the next note.
    @Mutable public var newTitle = ""
    /// Whether the newest note comes first; a preference the app keeps in GSettings.
    @Mutable public var newestFirst = true
    /// "No notes yet", "1 note", "3 notes", in the user's language.
    @Bindable public private(set) var summary = NoteListViewModel.summary(count: 0)
    /// Adds a note titled with ``newTitle`` and clears it; enabled while the title is valid.
    @LateInit public var add: Command<Void, Void>
    /// Deletes the note with the given id.
    @LateInit public var delete: Command<Note.ID, Void>
    /// Every note, in the order they were added.
    public let notes = MutableObservableArray<Note>()
    /// The notes as the list shows them, ordered by ``newestFirst``.
    public private(set) lazy var shownNotes = notes.sorted(by: $newestFirst) { newestFirst, left, right in
        newestFirst ? left.id > right.id : left.id < right.id
    }
    /// Checks ``newTitle`` as the user types; its problems show at the entry.
    public let form = FormValidation(display: .afterEdit)
    /// The rules of ``newTitle``.
    public let titleField: ValidatedField<String>

    /// The longest title accepted.
    public static let maximumTitleLength = 60

    private var nextID = 1
    private let disposeBag = DisposeBag()

    /// A view model whose list starts with notes titled `titles`.
    public init(titles: [String] = []) {
        // `_newTitle` is the property's storage: `$newTitle` would need `self`, which is not ready yet.
        titleField = form.field(_newTitle)
            .rule(tr("Keep the title to {1} characters or fewer", with: Self.maximumTitleLength)) {
                Self.trimmed($0).count <= Self.maximumTitleLength
            }
            .rule { [notes] title in
                let title = Self.trimmed(title)
                return notes.array.contains { $0.title == title } ? tr("There is already a note “{1}”", with: title) : nil
            }
        notes.arrays()
            .map { Self.summary(count: $0.count) }
            .bind(to: _summary)
            .disposed(by: disposeBag)
        titles.forEach(append)
        let canAdd = Observable.combineLatest($newTitle.asObservable(), titleField.state.asObservable()) { title, state in
            state.isValid && !Self.trimmed(title).isEmpty
        }
        add = Command(name: "add", enabledIf: canAdd) { [unowned self] in addNote() }
        delete = Command(name: "delete") { [unowned self] (id: Note.ID) in
            if let index = notes.array.firstIndex(where: { $0.id == id }) { notes.remove(at: index) }
        }
    }

    private func addNote() {
        let title = Self.trimmed(newTitle)
        guard !title.isEmpty, form.isValidNow else { return }
        append(title)
        newTitle = ""
    }

    private func append(_ title: String) {
        notes.append(Note(id: nextID, title: title))
        nextID += 1
    }

    private static func trimmed(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespaces)
    }

    private static func summary(count: Int) -> String {
        count == 0 ? tr("No notes yet") : tr("{1} note", plural: "{1} notes", count: count, with: count)
    }
}
