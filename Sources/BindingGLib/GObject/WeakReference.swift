/// A weak reference usable as a value.
package final class WeakReference<Object: AnyObject> {
    /// The object, while something else keeps it alive.
    package weak var object: Object?

    /// A weak reference to `object`.
    package init(_ object: Object) { self.object = object }
}
