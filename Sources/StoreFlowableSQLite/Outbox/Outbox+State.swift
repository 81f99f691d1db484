extension Outbox {
    /// The operations waiting or failed on one entity, in the order they were enqueued, as this
    /// process knows them, read without suspending: what a row shows as "sending" or "not sent: tap to
    /// retry".
    public func entries<Entity: PersistentEntity>(of type: Entity.Type, id: Entity.ID) -> [OutboxEntry] {
        guard let text = try? StoredValue.text(id) else { return [] }
        return book.entries(entityType: Entity.persistentName, entityID: text)
    }

    /// How many operations wait and how many failed, as this process knows them.
    public var summary: OutboxSummary {
        book.summary
    }

    /// ``summary`` now, then each time it changes, for a screen that shows "3 changes waiting".
    public func summaries() -> AsyncStream<OutboxSummary> {
        book.summaries()
    }
}
