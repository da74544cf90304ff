// What the doc-comment examples assume exists in an app: services, models and view models, kept
// as small as the examples allow.
import Binding
import BindingGtk
import Foundation

/// A user of the stand-in service.
struct User: Equatable, Sendable { let id: Int }

/// What an upload returns.
struct Receipt: Equatable, Sendable {}

/// A profile as the stand-in service stores it.
struct RemoteProfile: Equatable, Sendable { var name = "" }

/// Stands in for a network API: every call answers at once.
final class StandInAPI: Sendable {
    func names() -> Observable<String> { .just("Ada") }
    func save(_ profile: RemoteProfile) -> Observable<Void> { .just(()) }
    func user(id: Int) -> Single<User> { .just(User(id: id)) }
    func profile() async throws -> RemoteProfile { RemoteProfile() }
    func upload(_ settings: StandInSettings) -> Single<Receipt> { .just(Receipt()) }
    func get(_ id: Int, completion: @escaping (Result<User, Error>) -> Void) -> StandInRequest {
        completion(.success(User(id: id)))
        return StandInRequest()
    }
}

/// A request that can be cancelled.
final class StandInRequest: Sendable {
    func cancel() {}
}

/// Stands in for a local cache.
final class StandInCache: Sendable {
    func cachedUser(id: Int) -> Maybe<User> { .empty() }
}

/// Stands in for settings that save themselves.
final class StandInSettings: Sendable {
    func save() -> Completable { .empty() }
}

/// Reads the lines of a file, calling back for each and at the end.
final class LineReader {
    init(_ path: String, onLine: @escaping (String) -> Void, onEnd: @escaping () -> Void) {}
    func close() {}
}

/// A resource disposed with the subscription that uses it.
final class FileHandleDisposable: Disposable {
    let lines: Observable<String>
    init(_ path: String) { lines = .just(path) }
    func dispose() {}
}

/// A chat message.
struct ChatMessage: Sendable { let conversationID: Int; let text: String }
