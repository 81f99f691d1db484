/// A property stored out of line, so that a struct can hold a value of its own type: a boost is a status
/// inside a status.
///
/// ```swift
/// struct Post: NormalizedEntity {
///     let id: String
///     var author: Author
///     @Indirect var boost: Post?
///
///     static let relationships: [EntityRelationship<Post>] = [.one(\.author), .optional(\.boost)]
/// }
/// ```
///
/// The wrapped value reads and writes like a stored property, and `\Post.boost` is a
/// `WritableKeyPath<Post, Post?>`, so relationships are declared on it as on any other property.
/// It is a value: copies are independent, and a write replaces the boxed value rather than changing it
/// for other copies. Equatable, hashable and codable when the wrapped value is, encoding as the value
/// itself.
@propertyWrapper
public struct Indirect<Wrapped: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Wrapped

        init(_ value: Wrapped) {
            self.value = value
        }
    }

    private var box: Box

    /// Stores `wrappedValue` out of line.
    public init(wrappedValue: Wrapped) {
        box = Box(wrappedValue)
    }

    /// The stored value.
    public var wrappedValue: Wrapped {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Indirect: Equatable where Wrapped: Equatable {
    /// Whether the two wrapped values are equal.
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Wrapped: Hashable {
    /// Hashes the wrapped value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension Indirect: Encodable where Wrapped: Encodable {
    /// Encodes the wrapped value, as if it were stored directly.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Indirect: Decodable where Wrapped: Decodable {
    /// Decodes the wrapped value, as if it were stored directly.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Wrapped.self))
    }
}
