/// What the profile window edits and the store keeps on disk.
public struct Profile: Codable, Equatable, Sendable {
    /// The person's display name.
    public var name: String
    /// The contact email address.
    public var email: String
    /// A few free-form lines about the person.
    public var bio: String
    /// The chosen avatar image, as an absolute file path, or `nil`.
    public var avatarPath: String?
    /// The person's age, if given (absent from files saved before it existed).
    public var age: Int?

    /// A profile with the given fields.
    public init(name: String, email: String, bio: String, avatarPath: String? = nil, age: Int? = nil) {
        self.name = name
        self.email = email
        self.bio = bio
        self.avatarPath = avatarPath
        self.age = age
    }
}
