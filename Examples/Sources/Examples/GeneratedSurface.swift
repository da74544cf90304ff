// The BindingGtk landing page: the generated GTK surface and properties bound by name.
import Binding
import BindingGtk

final class ViewerViewModel {
    @Mutable var compact = false
    @Mutable var zoom = 1.0
}

@MainActor
func bindViewer(_ viewModel: ViewerViewModel, view: Widget, disposeBag: DisposeBag) throws {
    // snippet: generated-surface
    let notebook = Notebook()
    notebook.tabPos = .left
    let label = Label("Hi")
    label.marginStart = 12
    label.hexpand = true
    label.halign = .start
    (viewModel.$compact <=> notebook.rx.showTabs).disposed(by: disposeBag)       // generated, two-way
    (notebook.rx.switchPage => { page in print(page.pageNum) }).disposed(by: disposeBag)
    // end-snippet

    // snippet: property-by-name
    (viewModel.$zoom <=> (try view.rx.property("zoom-level", as: Double.self))).disposed(by: disposeBag)
    // end-snippet
}
