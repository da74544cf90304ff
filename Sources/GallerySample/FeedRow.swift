import Binding
import BindingGtk
import FeedKit

/// One post of the feed list, an editable row: the composite widget of
/// `feed-row.ui` (a title and byline laid out as a ``ResultRow``, and a Starred
/// check button bound two ways to the item's `isStarred`, written back into the
/// view model's items).
final class FeedRow: Box, CompositeWidget {
    /// A row showing the post of `row`.
    static func make(_ row: ListRow<FeedItem>) -> Widget {
        let widget: FeedRow
        do {
            widget = try FeedRow()
        } catch {
            // The template is checked by the build and registered by the first row: a failure is a bug.
            preconditionFailure("\(error)")
        }
        let post = row.element.post
        let parts = widget.template
        parts.titleLabel.text = post.title
        parts.detailLabel.text = "\(post.author) — \(post.summary)"
        parts.starButton.accessibleName = tr("Starred: {1}", with: post.title)
        row.binding {
            row.field(\.isStarred) <=> parts.starButton.rx.isActive
        }
        return widget
    }
}
