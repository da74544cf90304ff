extension OutletError {
    /// Makes an error about `file`, whose objects include a composite widget
    /// class that could not be registered.
    public init(file: String, registering error: CompositeTemplateError) {
        self.init(file: file, id: nil, reason: .invalidDescription(source: "a composite widget class it names", reason: error.description))
    }
}
