import Observation

/// An `@Observable` model of an ``Outbox``'s counts, for a SwiftUI view that shows "3 changes waiting".
///
/// ```swift
/// @State var outbox = OutboxModel(persisted.outbox)
///
/// var body: some View {
///     Text("\(outbox.summary.waiting) changes waiting")
///         .task { await outbox.run() }
/// }
/// ```
@Observable
@MainActor
public final class OutboxModel {
    /// How many operations wait and how many failed.
    public private(set) var summary: OutboxSummary

    @ObservationIgnored private let outbox: Outbox

    /// A model of `outbox`, starting from its counts now.
    public init(_ outbox: Outbox) {
        self.outbox = outbox
        summary = outbox.summary
    }

    /// Keeps ``summary`` up to date until the calling task is cancelled.
    public func run() async {
        for await summary in outbox.summaries() where summary != self.summary {
            self.summary = summary
        }
    }
}
