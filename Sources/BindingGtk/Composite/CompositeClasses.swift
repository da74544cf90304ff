import BindingGLib
import CGLib
import CGtk

/// Registers composite widget classes as GObject subclasses: a class's
/// `class_init` sets its template from the resource, binds the typed
/// children's ids and its signal connector; its `instance_init` builds the
/// template. Main thread only, like GTK.
@MainActor
enum CompositeClasses {
    /// The GType registered for each Swift class.
    private static var registered: [ObjectIdentifier: GType] = [:]

    /// Registers `widgetClass` unless it is registered, and returns its GType.
    static func register<W: CompositeWidget>(_ widgetClass: W.Type) throws(CompositeTemplateError) -> GType {
        if let type = registered[ObjectIdentifier(widgetClass)] { return type }
        typealias Template = W.Template
        let file = Template.resourcePath
        try Template.registerClassesUsed()
        Template.bundle.register()
        let text: [UInt8]
        do {
            text = try ResourceBundle.registeredData(at: file)
        } catch {
            throw .missingFile(file: file)
        }
        let scan: TemplateScan
        do {
            scan = try TemplateScan(text)
        } catch {
            throw .invalidTemplate(file: file, reason: error.message)
        }
        guard scan.className == Template.className else {
            throw .invalidTemplate(file: file, reason: "no <template class=\"\(Template.className)\"> (found \(scan.className.map { "class \"\($0)\"" } ?? "none"))")
        }
        for id in Template.childIDs where !scan.ids.contains(id) {
            throw .missingChild(file: file, id: id)
        }
        let handlers = W.signalHandlers
        for name in scan.handlers.sorted() where handlers[name] == nil {
            throw .missingHandler(file: file, handler: name, className: Template.className)
        }
        for name in handlers.keys.sorted() where !scan.handlers.contains(name) {
            throw .unusedHandler(file: file, handler: name, className: Template.className)
        }
        let parent = parentType(named: Template.parentClassName)
        guard parent != 0, g_type_is_a(parent, gtk_widget_get_type()) != 0 else {
            throw .unknownParent(file: file, parent: Template.parentClassName)
        }
        guard g_type_from_name(Template.className) == 0 else {
            throw .nameTaken(file: file, className: Template.className)
        }
        let erased = handlers.mapValues { handler -> ErasedHandler in
            { @MainActor owner, arguments in
                guard let widget = Object.wrapper(for: owner) as? W, !widget.isDestroyed else { return false }
                return handler.run(widget, arguments)
            }
        }
        let data = CompositeClassData(resourcePath: file, className: Template.className,
                                      childIDs: Template.childIDs, handlers: erased)
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = compositeClassInit
        info.instance_init = compositeInstanceInit
        // A GType lives as long as the process: so does the data its class reads.
        info.class_data = UnsafeRawPointer(Unmanaged.passRetained(data).toOpaque())
        let type = g_type_register_static(parent, Template.className, &info, GTypeFlags(rawValue: 0))
        WrapperRegistry.register(type) { pointer in W(pointer.assumingMemoryBound(to: GtkWidget.self)) }
        registered[ObjectIdentifier(widgetClass)] = type
        return type
    }

    /// The GType of the GTK class `name`, asking GtkBuilder (which finds a
    /// class not yet used by its `get_type` function) when GLib does not know it yet.
    private static func parentType(named name: String) -> GType {
        let known = g_type_from_name(name)
        if known != 0 { return known }
        let builder = gtk_builder_new()
        defer { g_object_unref(builder) }
        return gtk_builder_get_type_from_name(builder, name)
    }
}

/// A Swift signal handler taking the composite instance and the emission's arguments.
private typealias ErasedHandler = @MainActor @Sendable (UnsafeMutableRawPointer, SignalArguments) -> Bool

/// What a registered class's C callbacks read.
private final class CompositeClassData: @unchecked Sendable {
    let resourcePath: String
    let className: String
    let childIDs: [String]
    /// The Swift handlers by name, taking the composite instance.
    let handlers: [String: ErasedHandler]

    init(resourcePath: String, className: String, childIDs: [String],
         handlers: [String: ErasedHandler]) {
        self.resourcePath = resourcePath
        self.className = className
        self.childIDs = childIDs
        self.handlers = handlers
    }
}

/// A weak reference to the composite instance, held by each handler's closure: a
/// template child may outlive the widget whose template made it.
private final class InstanceReference: @unchecked Sendable {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// A strong reference to the instance (to release with `g_object_unref`), `nil` once it is finalized.
    func strong() -> UnsafeMutableRawPointer? { g_weak_ref_get(reference).map { UnsafeMutableRawPointer($0) } }
}

/// Sets the template, binds the typed children and the signal connector.
private let compositeClassInit: GClassInitFunc = { classPointer, classData in
    guard let classPointer, let classData else { return }
    let data = Unmanaged<CompositeClassData>.fromOpaque(classData).takeUnretainedValue()
    let widgetClass = classPointer.assumingMemoryBound(to: GtkWidgetClass.self)
    gtk_widget_class_set_template_from_resource(widgetClass, data.resourcePath)
    for id in data.childIDs {
        gtk_widget_class_bind_template_child_full(widgetClass, id, 0, 0)
    }
    gtk_widget_class_set_connect_func(widgetClass, compositeConnect, UnsafeMutableRawPointer(mutating: classData), nil)
}

/// Builds the instance's template.
private let compositeInstanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance else { return }
    gtk_widget_init_template(UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self))
}

/// Connects one `<signal>` of a template being built: the builder exposes the
/// instance under its class name (verified with GTK 3.24).
private let compositeConnect: GtkBuilderConnectFunc = { builder, object, signal, handlerName, _, flags, classData in
    guard let builder, let object, let signal, let handlerName, let classData else { return }
    let data = Unmanaged<CompositeClassData>.fromOpaque(classData).takeUnretainedValue()
    let name = String(cString: handlerName)
    guard let instance = gtk_builder_get_object(builder, data.className), let handler = data.handlers[name] else {
        preconditionFailure("\(data.resourcePath): signal handler \"\(name)\" was not checked at registration")
    }
    let owner = InstanceReference(UnsafeMutableRawPointer(instance))
    let after = flags.rawValue & G_CONNECT_AFTER.rawValue != 0
    let emitter = UncheckedPointer(raw: UnsafeMutableRawPointer(object))
    let signalName = String(cString: signal)
    MainActor.assumeIsolated {
        _ = Object.connectClosure(to: emitter.raw, signalName, after: after) { arguments in
            guard let strong = owner.strong() else { return false }
            defer { g_object_unref(strong) }
            return handler(strong, arguments)
        }
    }
}

/// A GObject pointer handed into main-actor code from a GTK callback that runs on the main thread.
private struct UncheckedPointer: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer
}
