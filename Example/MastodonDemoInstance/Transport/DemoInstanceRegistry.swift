import StoreFlowable
import Synchronization

/// Maps host names to live `DemoInstance`s so `DemoURLProtocol` (which URLSession creates by class)
/// can find the instance a request is meant for. Entries are weak: an instance removes itself when
/// it is deallocated.
enum DemoInstanceRegistry {
    // A class, so that reading an entry never copies the weak reference: copying one to an instance
    // in its deinit (a second instance on the same host being released) crashed.
    private final class Entry: Sendable {
        weak let instance: DemoInstance?
        let identifier: ObjectIdentifier

        init(instance: DemoInstance, identifier: ObjectIdentifier) {
            self.instance = instance
            self.identifier = identifier
        }
    }

    private static let entries = Locked<[String: Entry]>([:])
    private static let counter = Atomic<Int>(0)

    /// A host no other instance in this process uses: `demo-<n>.storeflowable.invalid`.
    static func uniqueHost() -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        return "demo-\(number).storeflowable.invalid"
    }

    /// Routes `host` to `instance` (a later registration of the same host wins).
    static func register(_ instance: DemoInstance, host: String) {
        let entry = Entry(instance: instance, identifier: ObjectIdentifier(instance))
        entries.withLock { $0[host.lowercased()] = entry }
    }

    /// Removes `host` if it still routes to the instance identified by `identifier`.
    static func unregister(host: String, identifier: ObjectIdentifier) {
        entries.withLock { entries in
            if entries[host.lowercased()]?.identifier == identifier {
                entries[host.lowercased()] = nil
            }
        }
    }

    /// The live instance serving `host`, if any.
    static func instance(for host: String) -> DemoInstance? {
        entries.withLock { $0[host.lowercased()]?.instance }
    }
}
