import Binding
import CGLib

/// A GSettings object: an app's preferences under one schema, typed, bound
/// two ways to view-model relays, with changes made elsewhere (`gsettings
/// set`, dconf-editor, another window) arriving live.
///
/// <!-- snippet: doc-GioSettings -->
/// ```swift
/// let settings = try GioSettings(schemaID: "org.example.App", schemaDirectory: compiledSchemas)
/// binding {
///     try! settings.bind("dark-mode", to: viewModel.$darkMode)
///     settings.isWritable("dark-mode") => darkSwitch.rx.isEnabled   // locked keys grey out
/// }
/// ```
///
/// A schema that is not installed, an unknown key or a Swift type that does
/// not match the key's is a ``SettingsError`` (GLib would abort). Main thread only.
public final class GioSettings: Object {
    /// The schema's id.
    public let schemaID: String
    /// The backend in use ("keyfile /path", "memory", GLib's type name).
    public let backendName: String
    /// What went wrong opening the backend (a damaged keyfile moved aside, an
    /// unreadable one left alone), for the window's info bar; `nil` when all is well.
    public let backendProblem: SettingsError?
    /// The schema (a reference of ours; GLib's reference counting is thread-safe, so `deinit` may drop it anywhere).
    nonisolated(unsafe) private let schema: OpaquePointer
    private let problemRelay = PublishRelay<SettingsError>()

    /// The settings of `schemaID`, found in `schemaDirectory` (a folder with
    /// a `gschemas.compiled`, see ``SettingsSchemas/compile(from:into:)``)
    /// or in GLib's schema directories, stored in `backend`.
    public init(schemaID: String, schemaDirectory: String? = nil, backend: SettingsBackend = .automatic) throws(SettingsError) {
        let schema = try SettingsSchemas.lookup(schemaID, in: schemaDirectory)
        guard g_settings_schema_get_path(schema) != nil else {
            g_settings_schema_unref(schema)
            throw .schemaNotInstalled(schemaID: schemaID + " (a relocatable schema: give it a path)", searched: schemaDirectory ?? "")
        }
        let (backendPointer, backendName, backendProblem) = backend.makeBackend()
        let settings = g_settings_new_full(schema, backendPointer, nil)!
        g_object_unref(UnsafeMutableRawPointer(backendPointer))
        self.schemaID = schemaID
        self.schema = schema
        self.backendName = backendName
        self.backendProblem = backendProblem
        super.init(UnsafeMutableRawPointer(settings))
        g_object_unref(UnsafeMutableRawPointer(settings))
    }

    deinit {
        g_settings_schema_unref(schema)
    }

    private var settingsPointer: UnsafeMutablePointer<GSettings> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GSettings.self)
    }

    /// Problems met while writing bound values (a locked key, a value out of
    /// range); the relay keeps the stored value. For an info bar.
    public var problems: Signal<SettingsError> { problemRelay.asSignal() }

    /// The names of the schema's keys.
    public var keys: [String] {
        [String](takingStrv: g_settings_schema_list_keys(schema))
    }

    // MARK: Values

    /// The key's value.
    public func value<Value: SettingsValue>(_ key: String, as type: Value.Type = Value.self) throws(SettingsError) -> Value {
        let variantType = try checkedType(of: key, for: Value.self)
        let variant = g_settings_get_value(settingsPointer, key)!
        defer { g_variant_unref(variant) }
        guard let value = Value(variant: variant) else {
            throw .typeMismatch(key: key, expected: Value.variantTypes, actual: variantType)
        }
        return value
    }

    /// Stores `value` in the key.
    public func set<Value: SettingsValue>(_ value: Value, for key: String) throws(SettingsError) {
        let variantType = try checkedType(of: key, for: Value.self)
        guard isWritable(key) else { throw .notWritable(key: key) }
        let variant = g_variant_ref_sink(value.makeVariant(variantType: variantType))!
        defer { g_variant_unref(variant) }
        let schemaKey = g_settings_schema_get_key(schema, key)!
        defer { g_settings_schema_key_unref(schemaKey) }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else {
            throw .outOfRange(key: key, value: String.takingOwnership(of: g_variant_print(variant, 0)) ?? "\(value)")
        }
        guard g_settings_set_value(settingsPointer, key, variant) != 0 else { throw .writeFailed(key: key) }
    }

    /// Goes back to the schema's default for the key.
    public func reset(_ key: String) {
        guard g_settings_schema_has_key(schema, key) != 0 else { return }
        g_settings_reset(settingsPointer, key)
    }

    /// Whether the key may be changed (`false` when locked down).
    public func isWritable(_ key: String) -> Bool {
        guard g_settings_schema_has_key(schema, key) != 0 else { return false }
        return g_settings_is_writable(settingsPointer, key) != 0
    }

    /// Writes pending changes of every settings object to its backend (before the process exits).
    public static func sync() { g_settings_sync() }

    /// The key's GVariant type, checked against what `Value` reads.
    private func checkedType<Value: SettingsValue>(of key: String, for _: Value.Type) throws(SettingsError) -> String {
        guard g_settings_schema_has_key(schema, key) != 0 else { throw .unknownKey(key: key, schemaID: schemaID) }
        let schemaKey = g_settings_schema_get_key(schema, key)!
        defer { g_settings_schema_key_unref(schemaKey) }
        let type = String.takingOwnership(of: g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey))) ?? ""
        guard Value.variantTypes.contains(type) else {
            throw .typeMismatch(key: key, expected: Value.variantTypes, actual: type)
        }
        return type
    }

    func report(_ problem: SettingsError) { problemRelay.accept(problem) }
}
