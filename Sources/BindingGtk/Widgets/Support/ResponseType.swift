import CGtk

/// The answer a dialog or info bar gives: one of GTK's predefined responses
/// (negative numbers) or an application-defined id (zero or positive).
public struct ResponseType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// GTK's response id.
    public let rawValue: Int32

    /// A response with GTK's id `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// An application-defined response (`id` should be zero or positive).
    public static func custom(_ id: Int32) -> ResponseType { ResponseType(rawValue: id) }

    /// No response (`GTK_RESPONSE_NONE`).
    public static let none = ResponseType(rawValue: GTK_RESPONSE_NONE.rawValue)
    /// A "reject" button (`GTK_RESPONSE_REJECT`).
    public static let reject = ResponseType(rawValue: GTK_RESPONSE_REJECT.rawValue)
    /// An "accept" button (`GTK_RESPONSE_ACCEPT`).
    public static let accept = ResponseType(rawValue: GTK_RESPONSE_ACCEPT.rawValue)
    /// The window was closed from its title bar (`GTK_RESPONSE_DELETE_EVENT`).
    public static let deleteEvent = ResponseType(rawValue: GTK_RESPONSE_DELETE_EVENT.rawValue)
    /// An OK button (`GTK_RESPONSE_OK`).
    public static let ok = ResponseType(rawValue: GTK_RESPONSE_OK.rawValue)
    /// A Cancel button (`GTK_RESPONSE_CANCEL`).
    public static let cancel = ResponseType(rawValue: GTK_RESPONSE_CANCEL.rawValue)
    /// A Close button, including an info bar's close button (`GTK_RESPONSE_CLOSE`).
    public static let close = ResponseType(rawValue: GTK_RESPONSE_CLOSE.rawValue)
    /// A Yes button (`GTK_RESPONSE_YES`).
    public static let yes = ResponseType(rawValue: GTK_RESPONSE_YES.rawValue)
    /// A No button (`GTK_RESPONSE_NO`).
    public static let no = ResponseType(rawValue: GTK_RESPONSE_NO.rawValue)
    /// An Apply button (`GTK_RESPONSE_APPLY`).
    public static let apply = ResponseType(rawValue: GTK_RESPONSE_APPLY.rawValue)
    /// A Help button (`GTK_RESPONSE_HELP`).
    public static let help = ResponseType(rawValue: GTK_RESPONSE_HELP.rawValue)

    /// The response's name, such as `ok` or `custom(3)`.
    public var description: String {
        let names: [ResponseType: String] = [
            .none: "none", .reject: "reject", .accept: "accept", .deleteEvent: "deleteEvent", .ok: "ok",
            .cancel: "cancel", .close: "close", .yes: "yes", .no: "no", .apply: "apply", .help: "help",
        ]
        return names[self] ?? "custom(\(rawValue))"
    }
}

/// The kind of message a dialog or info bar shows, which sets its icon and colour.
public enum MessageType: Int32, GEnumValue, Sendable {
    /// Information (`GTK_MESSAGE_INFO`).
    case info = 0
    /// A warning (`GTK_MESSAGE_WARNING`).
    case warning = 1
    /// A question (`GTK_MESSAGE_QUESTION`).
    case question = 2
    /// An error (`GTK_MESSAGE_ERROR`).
    case error = 3
    /// Something else, without an icon (`GTK_MESSAGE_OTHER`).
    case other = 4

    /// `GTK_TYPE_MESSAGE_TYPE`.
    public static var enumGType: GType { gtk_message_type_get_type() }

    var gtkValue: GtkMessageType { GtkMessageType(rawValue: UInt32(rawValue)) }
}
