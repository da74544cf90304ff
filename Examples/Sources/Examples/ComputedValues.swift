// The Computed values and transactions article.
import Binding
import BindingGtk
import Observation

final class NameViewModel {
    @Mutable var first = "Ada"
    @Mutable var last = "Lovelace"
}

@Observable
final class Document {
    var title = "Untitled"
}

@MainActor
func bindFullName(viewModel: NameViewModel, document: Document, nameLabel: Label, titleLabel: Label,
                  disposeBag: DisposeBag) {
    // snippet: computed
    let fullName = Computed { "\(viewModel.first) \(viewModel.last)" }   // reads are tracked
    (fullName.asDriver() => nameLabel.rx.text).disposed(by: disposeBag)  // on the main thread
    Transaction.run {                                                     // one update, not two
        viewModel.first = "Grace"
        viewModel.last = "Hopper"
    }
    fullName.subscribeChanges { old, new in print(old, "→", new) }.disposed(by: disposeBag)
    (observe(\.title, on: document) => titleLabel.rx.text).disposed(by: disposeBag)  // @Observable
    // end-snippet
}
