import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The typed outlets of one GtkBuilder `.ui` file: every `<object>` with an
/// `id`, except internal children (`<child internal-child="…">`, such as an
/// accessible), which GtkBuilder does not create.
struct UIFile {
    /// One object with an id.
    struct Outlet {
        /// The GtkBuilder id.
        let id: String
        /// The Swift property name (``SwiftNames/property(for:)``).
        let name: String
        /// The GTK class, such as `GtkEntry`.
        let gtkClass: String
        /// The Swift type of the outlet.
        let swiftType: String
    }

    /// The path inside the bundle.
    let resourcePath: String
    /// The file name, for messages (`profile.ui`).
    let fileName: String
    /// The Swift type holding the outlets (`ProfileUI`).
    let typeName: String
    /// The outlets in file order.
    let outlets: [Outlet]
    /// The `<template>` of a composite widget's file: its objects are made by
    /// `gtk_widget_init_template`, not by a builder, so the file gets the
    /// class's `Template` (typed children) instead of an outlets struct.
    let template: Template?
    /// Whether the file describes a composite widget.
    var isTemplate: Bool { template != nil }
    /// The app's composite classes (from the bundle's templates) its objects
    /// name, sorted; registered before the file is built.
    let appClassesUsed: [String]

    /// A `<template class parent>` element.
    struct Template: Equatable {
        /// The class: the GType name and the Swift class's name.
        let className: String
        /// The GTK class it extends.
        let parentClass: String
        /// The Swift type of the parent class.
        let parentSwiftType: String
        /// The `handler` of every `<signal>`, in file order, without repeats.
        let handlers: [String]
    }

    /// The `<template>` class of the `.ui` file at `path`, if it has one: how the
    /// tool learns the app's own classes from the bundle before checking any file.
    ///
    /// - Throws: ``Diagnostic`` for malformed XML.
    static func templateClass(at path: String) throws -> String? {
        try header(at: path).templateClass
    }

    /// What the tool needs of the `.ui` file at `path` before checking any file of the
    /// bundle: its `<template>` class, if any, and the GTK its `<requires lib="gtk…">`
    /// line names (`nil` without one).
    ///
    /// - Throws: ``Diagnostic`` for malformed XML, a GTK version the tool does not know,
    ///   or two `<requires>` lines naming different GTKs.
    static func header(at path: String) throws -> (templateClass: String?, toolkit: Toolkit?) {
        let scanner = ObjectScanner()
        try scanner.scan(path, what: "a GtkBuilder file")
        var toolkit: Toolkit?
        for line in scanner.requires {
            let named: Toolkit?
            do {
                named = try Toolkit.required(lib: line.lib, version: line.version)
            } catch {
                throw Diagnostic(file: path, line: line.line, message: error.message)
            }
            guard let named else { continue }
            if let toolkit, toolkit != named {
                throw Diagnostic(file: path, line: line.line, message: "the file requires both \(toolkit.displayName) and \(named.displayName)")
            }
            toolkit = named
        }
        return (scanner.template?.className, toolkit)
    }

    /// Parses the `.ui` file at `entry.sourcePath`.
    ///
    /// - Parameters:
    ///   - classes: the Swift type of each GTK class a file may name.
    ///   - appClasses: the app's composite classes (the bundle's templates), whose
    ///     Swift type has their name.
    ///   - toolkit: the GTK the bundle is for (messages name it; GTK 4 files cannot be
    ///     templates yet).
    /// - Throws: ``Diagnostic`` with the file and line for malformed XML, an
    ///   unknown class (with the closest known name), a duplicate or an unmappable id.
    init(_ entry: ResourceManifest.Entry, classes: [String: String], appClasses: Set<String> = [],
         toolkit: Toolkit = .gtk3) throws {
        let path = entry.sourcePath
        resourcePath = entry.resourcePath
        fileName = (entry.resourcePath as NSString).lastPathComponent
        guard let typeName = SwiftNames.type(forFile: fileName) else {
            throw Diagnostic(file: path, line: nil, message: "cannot make a Swift type name of the file name \"\(fileName)\"")
        }
        self.typeName = typeName
        let scanner = ObjectScanner()
        try scanner.scan(path, what: "a GtkBuilder file")
        if let found = scanner.template {
            guard toolkit == .gtk3 else {
                throw Diagnostic(file: path, line: found.line, message: "composite widgets (<template>) are not supported for GTK 4 yet")
            }
            guard SwiftNames.isTypeName(found.className) else {
                throw Diagnostic(file: path, line: found.line, message: """
                    the template class "\(found.className)" cannot be a Swift class name: the composite widget's \
                    Swift class has the template's class name
                    """)
            }
            guard let parentSwiftType = classes[found.parent] else {
                throw Diagnostic(file: path, line: found.line, message: "the template's parent \"\(found.parent)\" is not a GTK 3 class this library wraps"
                                 + ClassNames.suggestion(for: found.parent, among: classes.keys))
            }
            template = Template(className: found.className, parentClass: found.parent, parentSwiftType: parentSwiftType,
                                handlers: scanner.handlers)
        } else {
            template = nil
        }
        var known = classes
        for name in appClasses { known[name] = name }
        for use in scanner.classUses where known[use.gtkClass] == nil {
            throw Diagnostic(file: path, line: use.line, message: "unknown class \"\(use.gtkClass)\""
                             + (use.id.map { " of object \"\($0)\"" } ?? "")
                             + ": not a \(toolkit.displayName) class this library wraps nor a <template> class of the bundle"
                             + ClassNames.suggestion(for: use.gtkClass, among: known.keys))
        }
        appClassesUsed = Set(scanner.classUses.map(\.gtkClass)).intersection(appClasses)
            .subtracting([template?.className].compactMap { $0 }).sorted()
        if toolkit == .gtk3, let late = scanner.propertyAfterChild {
            throw Diagnostic(file: path, line: late.line, message: """
                property "\(late.property)" of "\(late.object)" comes after its first <child>, where GtkBuilder 3 \
                ignores it without a message: write an object's properties before its children
                """)
        }
        var outlets: [Outlet] = []
        var idsByName: [String: String] = [:]
        for object in scanner.objects {
            guard let swiftType = known[object.gtkClass] else { continue }   // reported above
            guard let name = SwiftNames.property(for: object.id) else {
                throw Diagnostic(file: path, line: object.line, message: "id \"\(object.id)\" cannot be a Swift name (it needs a letter first)")
            }
            if let other = idsByName[name] {
                let what = other == object.id ? "duplicate id \"\(object.id)\"" : "ids \"\(other)\" and \"\(object.id)\" both become \"\(name)\""
                throw Diagnostic(file: path, line: object.line, message: what)
            }
            idsByName[name] = object.id
            outlets.append(Outlet(id: object.id, name: name, gtkClass: object.gtkClass, swiftType: swiftType))
        }
        self.outlets = outlets
    }
}

/// Collects `<object class id>` elements outside internal children, with their lines, and finds
/// the first `<property>` written after a `<child>` of the same object or template, which
/// GtkBuilder 3 does not apply (`docs/gtk-facts.md`, "Properties and values").
private final class ObjectScanner: XMLScanner {
    struct Object {
        let id: String
        let gtkClass: String
        let line: Int
    }

    /// An element being read.
    private struct OpenElement {
        let name: String
        /// Whether it is a `<child internal-child>`.
        let isInternalChild: Bool
        /// For an object or a template: its id, or its class when it has none.
        let label: String
        /// For an object or a template: whether one of its `<child>` elements came already.
        var sawChild = false
        var holdsProperties: Bool { name == "object" || name == "template" }
    }

    /// An `<object>` outside internal children, with or without an id.
    struct ClassUse {
        let gtkClass: String
        let id: String?
        let line: Int
    }

    private(set) var objects: [Object] = []
    private(set) var classUses: [ClassUse] = []
    /// The `<template>` element, if any.
    private(set) var template: (className: String, parent: String, line: Int)?
    /// The handlers of the `<signal>` elements, in file order, without repeats.
    private(set) var handlers: [String] = []
    /// The `<requires lib version>` lines, with their lines in the file.
    private(set) var requires: [(lib: String, version: String, line: Int)] = []
    /// The first property written after a child of its object, with its line.
    private(set) var propertyAfterChild: (property: String, object: String, line: Int)?
    private var open: [OpenElement] = []

    override func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "template", template == nil {
            template = (attributes["class"] ?? "", attributes["parent"] ?? "", parser.lineNumber)
        }
        if name == "requires" {
            requires.append((attributes["lib"] ?? "", attributes["version"] ?? "", parser.lineNumber))
        }
        if name == "signal", let handler = attributes["handler"], !handlers.contains(handler) {
            handlers.append(handler)
        }
        if name == "object", open.last?.isInternalChild != true {
            classUses.append(ClassUse(gtkClass: attributes["class"] ?? "", id: attributes["id"], line: parser.lineNumber))
            if let id = attributes["id"] {
                objects.append(Object(id: id, gtkClass: attributes["class"] ?? "", line: parser.lineNumber))
            }
        }
        if let parent = open.last, parent.holdsProperties {
            if name == "child" { open[open.count - 1].sawChild = true }
            if name == "property", parent.sawChild, propertyAfterChild == nil {
                propertyAfterChild = (attributes["name"] ?? "", parent.label, parser.lineNumber)
            }
        }
        open.append(OpenElement(name: name, isInternalChild: name == "child" && attributes["internal-child"] != nil,
                                label: attributes["id"] ?? attributes["class"] ?? name))
    }

    override func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()   // an unbalanced document is reported by the scan
    }
}
