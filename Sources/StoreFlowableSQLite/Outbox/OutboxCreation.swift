/// An entity an app creates and sends to its server — a post — kept on disk until the server has it:
/// its draft is shown at once, under a temporary ID, and again after every restart, until the server
/// answers with the entity under its own ID.
///
/// The draft travels in the operation's payload: it is never written among the stored entities, and it
/// goes once the server's entity takes its place.
///
/// ```swift
/// struct Post: OutboxCreation {
///     let draft: Status  // its ID: "draft-\(UUID())"
/// }
/// ```
///
/// Operations enqueued on the draft's ID (an ``OutboxOperation`` or an ``OutboxDeletion``) wait for
/// its creation and are sent with the server's ID. A deletion enqueued before the creation is sent
/// cancels both: nothing is sent.
public protocol OutboxCreation: Codable, Sendable {
    /// The entity the operation creates.
    associatedtype Entity: PersistentEntity

    /// The name the operation is stored under. Defaults to the type's name.
    static var kind: String { get }

    /// The entity shown until the server has it, under a temporary ID that the server never gives, such
    /// as `"draft-\(UUID())"`.
    var draft: Entity { get }
}

extension OutboxCreation {
    /// The type's name.
    public static var kind: String { String(describing: Self.self) }
}
