import Binding
import BindingGLib
import Foundation
import ProfileKit

/// Keeps one profile as a JSON file, `profile.json`, in a directory.
///
/// Saves are atomic, durable and private, through GLib
/// (`g_file_set_contents_full`, mode 0600): a crash leaves either the old or
/// the new profile, never a truncated one. A file that cannot be read or
/// decoded is renamed to `profile.json.corrupt-<timestamp>` and reported; it
/// is never deleted or silently overwritten.
///
/// All methods block; `ProfileService` runs them on a background queue.
///
/// The samples' store, shared by the GTK 3 and the GTK 4 Profile windows: it
/// lives in a target of its own, not in `ProfileKit`, because it uses GLib's
/// file helpers (`BindingGLib`), which the view-model layer must not see; it
/// needs no toolkit, so either front end can link it.
public struct ProfileStore: ProfileStorage {
    /// The directory holding `profile.json`.
    public let directory: String
    private let encode: @Sendable (Profile) throws -> Data

    /// The file name of the profile inside ``directory``.
    public static let fileName = "profile.json"

    /// A store in `directory` (created on first save, mode 0700). `encode`
    /// turns a profile into bytes; tests replace it to simulate failures.
    public init(directory: String, encode: @escaping @Sendable (Profile) throws -> Data = ProfileStore.encodeJSON) {
        self.directory = directory
        self.encode = encode
    }

    /// The full path of the profile file.
    public var filePath: String { directory + "/" + Self.fileName }

    /// Pretty-printed, key-sorted JSON.
    public static func encodeJSON(_ profile: Profile) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(profile)
    }

    /// The user's data directory for `appID`: `g_get_user_data_dir()/<appID>`
    /// (`$XDG_DATA_HOME`, else `~/.local/share`).
    public static func defaultDirectory(appID: String) -> String {
        UserDirectories.data + "/" + appID
    }

    /// Reads the profile. Returns `nil` when there is no file yet.
    ///
    /// - Throws: `ProfileStoreError.corrupt` or `ProfileStoreError.unreadable`
    ///   after moving the
    ///   bad file aside.
    public func load() throws(ProfileStoreError) -> Profile? {
        let data: Data
        do {
            guard let read = try FileContents.read(filePath) else { return nil }
            data = Data(read)
        } catch {
            throw .unreadable(reason: error.message, movedTo: try? FileContents.moveAside(filePath))
        }
        do {
            return try JSONDecoder().decode(Profile.self, from: data)
        } catch {
            let reason = tr("not a valid profile file")
            guard let movedTo = try? FileContents.moveAside(filePath) else { throw .unreadable(reason: reason, movedTo: nil) }
            throw .corrupt(reason: reason, movedTo: movedTo)
        }
    }

    /// Writes `profile` atomically with mode 0600.
    ///
    /// - Throws: `ProfileStoreError.encodingFailed` (nothing on disk
    ///   touched) or `ProfileStoreError.writeFailed` (temporary file
    ///   removed, previous file unchanged).
    public func save(_ profile: Profile) throws(ProfileStoreError) {
        let data: Data
        do {
            data = try encode(profile)
        } catch {
            throw .encodingFailed(reason: String(describing: error))
        }
        do {
            try FileContents.write([UInt8](data), to: filePath, mode: 0o600)
        } catch {
            throw .writeFailed(reason: error.message)
        }
    }
}
