import GIRManifest

/// Writes one Swift file per class: the class (unless hand-declared), its typed properties, and
/// its `rx` members. Everything goes through the GObject core's helpers.
struct ClassEmitter {
    let header: String
    /// The Swift module of the C headers the output imports (`CGtk`).
    let cModule: String

    /// Above this many lines, a class's `rx` members go to a second file.
    static let splitLines = 400

    /// The class's files by name suffix: `+GIR` (declaration and typed properties) and, for a large
    /// class, `+GIR+Reactive` (its `rx` members).
    func files(for planned: PlannedClass) -> [String: String] {
        let whole = file(for: planned)
        guard whole.split(separator: "\n", omittingEmptySubsequences: false).count > ClassEmitter.splitLines,
              let range = whole.range(of: "\nextension Reactive where Base: ") else { return ["+GIR": whole] }
        let reactive = header + "\nimport Binding\nimport \(cModule)\n" + whole[range.lowerBound...]
        return ["+GIR": String(whole[..<range.lowerBound]), "+GIR+Reactive": reactive]
    }

    func file(for planned: PlannedClass) -> String {
        var out = header + "\nimport Binding\nimport \(cModule)\n"
        if !planned.isHandDeclared { out += "\n" + classDeclaration(planned) }
        let accessors = planned.properties.filter { $0.emitsAccessor && ($0.readable || $0.writable) }
        if !accessors.isEmpty {
            out += "\nextension \(planned.swiftName) {\n"
            out += accessors.map(accessor).joined(separator: "\n")
            out += "}\n"
        }
        let reactive = planned.properties.filter(\.emitsReactive)
        if !reactive.isEmpty || !planned.signals.isEmpty {
            out += "\nextension Reactive where Base: \(planned.swiftName) {\n"
            out += (reactive.map(reactiveProperty) + planned.signals.map(reactiveSignal)).joined(separator: "\n")
            out += "}\n"
        }
        if !planned.externalConformances.isEmpty {
            out += "\n" + planned.externalConformances.map { "extension \(planned.swiftName): \($0) {}\n" }.joined()
        }
        return out
    }

    private func classDeclaration(_ planned: PlannedClass) -> String {
        let item = planned.gir
        let getType = item.getType!
        var out = "/// \(Naming.summary(item.doc, fallback: "A `\(item.cType)`."))\n///\n/// Wraps `\(item.cType)`.\n@MainActor\nopen class \(planned.swiftName): \(planned.swiftParent) {\n"
        out += storedDeclarations(planned.body.stored)
        if planned.isWidget {
            let before = planned.body.initBeforeSuper.map { "        \($0)\n" }.joined()
            let after = planned.body.initAfterSuper.map { "        \($0)\n" }.joined()
            out += """
                /// Wraps an existing `\(item.cType)`.
                override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
                    Self.requireInstance(pointer, of: \(getType)(), for: "\(planned.swiftName)")
            \(before)        super.init(pointer)
            \(after)    }

                /// Never called. A designated initialiser subclasses do not override, so
                /// they do not inherit this class's convenience initialisers.
                package init(uninheritable pointer: UnsafeMutablePointer<GtkWidget>, _ owner: \(planned.swiftName).Type) {
            \(before)        super.init(pointer)
                }

            """
        } else {
            out += """
                /// Wraps an existing `\(item.cType)`.
                override public init(_ pointer: UnsafeMutableRawPointer) {
                    Object.requireInstance(pointer, of: \(getType)(), for: "\(planned.swiftName)")
                    super.init(pointer)
                }

            """
        }
        out += planned.body.constructors.map { forwardingInitializer($0, of: planned.swiftName) }.joined()
        if !item.isAbstract && planned.obtainedFrom == nil && !planned.initializerIsHandWritten {
            let constructs = planned.properties.filter(\.constructOnly)
            let parameters = constructs.map { "\($0.swiftName): \($0.type.swiftType.hasSuffix("?") ? $0.type.swiftType : $0.type.swiftType + "?") = nil" }
            let values = constructs.map { constructValue($0) }
            let maker = planned.isWidget ? "Widget.newWidgetPointer" : "Object.newObjectPointer"
            let documentedParameters = constructs.map { "    ///   - \(Naming.bare($0.swiftName)): \($0.doc) (`nil`: GTK's default)\n" }.joined()
            out += "\n    /// A new `\(item.cType)`\(constructs.isEmpty ? "." : ", with its construct-only properties:")\n"
            if !constructs.isEmpty { out += "    ///\n    /// - Parameters:\n" + documentedParameters }
            out += "    public convenience init(\(parameters.joined(separator: ", "))) {\n"
            out += "        self.init(\(maker)(of: \(getType)(), properties: [\(values.joined(separator: ", "))]))\n"
            out += "    }\n"
        }
        out += "}\n"
        return out
    }

    /// The manifest's `stored` lines, indented, a blank line before each doc comment, then one
    /// blank line.
    private func storedDeclarations(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "" }
        var out = ""
        var previousIsDoc = true
        for line in lines {
            let isDoc = line.hasPrefix("///")
            if isDoc && !previousIsDoc { out += "\n" }
            out += "    \(line)\n"
            previousIsDoc = isDoc
        }
        return out + "\n"
    }

    /// A manifest `constructors` entry: a public convenience initialiser in the class body that
    /// forwards to the hand-written one taking the same arguments and the class's metatype last.
    private func forwardingInitializer(_ constructor: ManifestConstructor, of swiftName: String) -> String {
        let arguments = constructor.parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" } + ["\(swiftName).self"]
        return """

                /// \(constructor.doc)
                public convenience init(\(constructor.parameterList)) {
                    self.init(\(arguments.joined(separator: ", ")))
                }

            """
    }

    private func constructValue(_ property: PlannedProperty) -> String {
        switch property.type {
        case .integer(let storage) where storage != "Int":
            return "ConstructProperty(\"\(property.gtkName)\", \(property.swiftName).map { \(storage)(clamping: $0) })"
        case .object:
            return "ConstructProperty(\"\(property.gtkName)\", object: \(property.swiftName))"
        default:
            return "ConstructProperty(\"\(property.gtkName)\", \(property.swiftName))"
        }
    }

    func accessor(_ property: PlannedProperty) -> String {
        let doc = "    /// \(property.doc)\n" + (property.nilNote.map { "    ///\n    /// \($0)\n" } ?? "")
        let name = property.gtkName
        if property.readable {
            var out = doc + "    ///\n    /// GTK property `\(name)`\(property.writable ? "" : property.constructOnly ? " (set at construction)" : " (read-only)").\n"
            out += "    public var \(property.swiftName): \(property.type.swiftType) {\n"
            if property.writable {
                out += "        get { \(property.type.getter(name)) }\n"
                out += "        set { \(property.type.setter(name, value: property.written("newValue"))) }\n"
            } else {
                out += "        \(property.type.getter(name))\n"
            }
            return out + "    }\n"
        }
        let bare = Naming.bare(property.swiftName)
        let method = "set" + bare.prefix(1).uppercased() + bare.dropFirst()
        return doc + "    ///\n    /// GTK property `\(name)` (write-only).\n    public func \(method)(_ value: \(property.type.swiftType)) {\n        \(property.type.setter(name, value: property.written("value")))\n    }\n"
    }

    func reactiveProperty(_ property: PlannedProperty) -> String {
        let name = property.gtkName
        let type = property.type.swiftType
        let doc = "    /// \(property.doc)\n" + (property.nilNote.map { "    ///\n    /// \($0)\n" } ?? "")
        if property.readable && property.writable {
            return doc + "    @MainActor public var \(property.swiftName): ControlProperty<\(type)> {\n"
                + "        propertyControl(\"\(name)\", get: { \(property.type.getter(name, on: "$0")) }, set: { \(property.type.setter(name, value: property.written("$1"), on: "$0")) })\n    }\n"
        }
        if property.writable {
            return doc + "    @MainActor public var \(property.swiftName): Binder<\(type)> {\n"
                + "        binder { \(property.type.setter(name, value: property.written("$1"), on: "$0")) }\n    }\n"
        }
        return doc + "    @MainActor public var \(property.swiftName): Observable<\(type)> {\n"
            + "        propertyObservable(\"\(name)\") { \(property.type.getter(name, on: "$0")) }\n    }\n"
    }

    func reactiveSignal(_ signal: PlannedSignal) -> String {
        let doc = "    /// \(signal.doc)\n    ///\n    /// GTK signal `\(signal.gtkName)`.\n"
        let element: String
        let reader: String
        switch signal.arguments.count {
        case 0:
            element = "Void"
            reader = "{ _ in () }"
        case 1:
            element = signal.arguments[0].type.swiftType
            reader = "{ \(signal.arguments[0].type.argument(1, from: "$0")) }"
        default:
            element = "(" + signal.arguments.map { "\(Naming.bare($0.label)): \($0.type.swiftType)" }.joined(separator: ", ") + ")"
            reader = "{ (" + signal.arguments.enumerated().map { index, argument in
                "\(Naming.bare(argument.label)): \(argument.type.argument(index + 1, from: "$0"))"
            }.joined(separator: ", ") + ") }"
        }
        return doc + "    @MainActor public var \(signal.swiftName): ControlEvent<\(element)> {\n"
            + "        signalEvent(\"\(signal.gtkName)\", \(reader))\n    }\n"
    }
}
