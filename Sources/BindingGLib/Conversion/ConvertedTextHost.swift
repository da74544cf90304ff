import Binding

/// A text field as the converted-text binding (``ConvertedTextBinding``) sees it, whatever the
/// toolkit: its text, the user's edits, and the moments a pending edit is written (the field
/// unmapped, left, activated with Enter). GTK 3's entry and GTK 4's editable widgets conform in
/// their front ends, so the binding's rules are written once.
@MainActor
package protocol ConvertedTextHost: AnyObject {
    /// Whether the field's widget is destroyed (or gone): the binding then does nothing.
    var isTextHostGone: Bool { get }
    /// The text the field shows now.
    var hostText: String { get }
    /// Shows `text` as a programmatic change (not reported back as a user edit).
    func showHostText(_ text: String)
    /// Calls `action` after each edit of the text by the user (not after ``showHostText(_:)``).
    func onHostTextEdited(_ action: @escaping @MainActor () -> Void) -> Disposable
    /// Calls `action` when the field is unmapped (its window closes or hides).
    func onHostUnmapped(_ action: @escaping @MainActor () -> Void) -> Disposable
    /// Calls `action` when the keyboard focus leaves the field.
    func onHostFocusLeft(_ action: @escaping @MainActor () -> Void) -> Disposable
    /// Calls `action` when the user activates the field (presses Enter in it).
    func onHostActivated(_ action: @escaping @MainActor () -> Void) -> Disposable
}
