import StoreFlowable

/// How a send of an ``OutboxOperation``, ``OutboxCreation`` or ``OutboxDeletion`` failed, thrown by the
/// sender given to ``Outbox/register(_:send:)-(Operation.Type,_)`` and its overloads.
///
/// Any other error a sender throws (a transport failure, a cancelled task) is taken for
/// ``unavailable(retryAfter:)``: a change is never dropped because of an error the outbox cannot read.
public enum OutboxFailure: Error, Sendable, Equatable, RetryAfterProviding {
    /// The server means it (for example HTTP 401, 403, 404 or 422): the operation stops, its change is
    /// rolled back, and its entry is kept as failed with `reason` until it is retried or discarded.
    case rejected(reason: String)
    /// The server could not take the operation now (for example HTTP 5xx or 429, or no network): the
    /// operation stays, with its change shown, and is sent again by a later ``Outbox/send()``, after
    /// `retryAfter` when the server said so.
    case unavailable(retryAfter: Duration?)
    /// The entity is gone from the server (for example HTTP 404 on a favourite of a deleted status): the
    /// entity is removed everywhere, on disk and from every list, as a delete would, with every operation
    /// waiting on it. Thrown by the sender of an ``OutboxCreation``, it refuses the creation, as
    /// ``rejected(reason:)`` does.
    case gone

    /// How long the server asked to wait, for ``unavailable(retryAfter:)``.
    public var retryAfter: Duration? {
        if case .unavailable(let retryAfter) = self { return retryAfter }
        return nil
    }
}
