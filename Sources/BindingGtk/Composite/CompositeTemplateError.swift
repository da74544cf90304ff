/// Why a composite widget class could not be registered: its template or the
/// Swift class does not fit. Each message names the `.ui` file.
public enum CompositeTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No registered bundle has the template's file.
    case missingFile(file: String)
    /// The file is not valid XML, or has no `<template>` of the class.
    case invalidTemplate(file: String, reason: String)
    /// The template has no object with the id of a typed child.
    case missingChild(file: String, id: String)
    /// A `<signal handler>` of the template has no Swift handler in the class.
    case missingHandler(file: String, handler: String, className: String)
    /// The class declares a Swift handler that no `<signal>` of the template names.
    case unusedHandler(file: String, handler: String, className: String)
    /// GTK has no class of the template's `parent` name.
    case unknownParent(file: String, parent: String)
    /// Another GType already has the template's class name.
    case nameTaken(file: String, className: String)

    /// A message naming the file and what is wrong.
    public var description: String {
        switch self {
        case let .missingFile(file):
            "\(file): no registered resource bundle has this file"
        case let .invalidTemplate(file, reason):
            "\(file): \(reason)"
        case let .missingChild(file, id):
            "\(file): the template has no object with id \"\(id)\""
        case let .missingHandler(file, handler, className):
            "\(file): signal handler \"\(handler)\" has no Swift handler in \(className).signalHandlers"
        case let .unusedHandler(file, handler, className):
            "\(file): \(className).signalHandlers has \"\(handler)\", which no <signal handler> of the template names"
        case let .unknownParent(file, parent):
            "\(file): the template's parent \"\(parent)\" is not a GTK class"
        case let .nameTaken(file, className):
            "\(file): a GType named \"\(className)\" exists already (another class or library took the name)"
        }
    }
}
