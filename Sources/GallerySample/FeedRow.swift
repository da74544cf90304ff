import Binding
import BindingGtk
import FeedKit

/// One post of the feed list, an editable row: the title and byline (as a
/// ``ResultRow``) and a Starred check button bound two ways to the item's
/// `isStarred`, written back into the view model's items.
enum FeedRow {
    @MainActor
    static func make(_ row: ListRow<FeedItem>) -> Widget {
        let post = row.element.post
        let container = ResultRow(title: post.title, detail: "\(post.author) — \(post.summary)").makeWidget()
        let star = CheckButton(label: tr("Starred", context: "a post marked as a favourite"))
        star.accessibleName = tr("Starred: {1}", with: post.title)
        (container as? Box)?.packStart(star)
        star.show()
        row.binding {
            row.field(\.isStarred) <=> star.rx.isActive
        }
        return container
    }
}
