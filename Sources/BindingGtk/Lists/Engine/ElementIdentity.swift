/// The identity of bound elements, for those that have one.
enum ElementIdentity {
    /// The `id` of `element` as a hashable value, when it is `Identifiable`.
    static func of(_ element: Any) -> AnyHashable? {
        guard let identifiable = element as? any Identifiable else { return nil }
        return id(of: identifiable)
    }

    private static func id<Element: Identifiable>(of element: Element) -> AnyHashable {
        AnyHashable(element.id)
    }
}
