// The module apps import: the reactive core, the MVVM layer and the observable
// collections under one name, so `import Binding` brings all three.
@_exported import ReactiveCore
@_exported import MVVM
@_exported import ObservableCollections
