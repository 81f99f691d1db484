#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `pthread` mutex.
///
/// A `pthread` mutex rather than `Synchronization.Mutex`: the thread sanitizer intercepts `pthread`
/// locks on every platform, so it understands this lock with no annotations of ours, while on Linux it
/// cannot see through `Mutex`'s futexes.
///
/// Copies share one value and one lock. The value and the mutex live in one allocation.
// Unchecked: `ManagedBuffer` is never `Sendable`, but the storage's value is read and written only
// while its mutex is held.
@usableFromInline
package struct Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let storage: LockedStorage<Value>

    /// A lock around `value`.
    package init(_ value: Value) {
        storage = LockedStorage.make(value)
    }

    /// Runs `body` with the value, holding the lock.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }
}

/// The value of a ``Locked`` (the buffer's header) and its mutex (the buffer's one element).
@usableFromInline
final class LockedStorage<Value: Sendable>: ManagedBuffer<Value, pthread_mutex_t> {
    static func make(_ value: Value) -> LockedStorage {
        let buffer = create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
        // `create` makes an instance of the class it is called on.
        return unsafeDowncast(buffer, to: LockedStorage.self)
    }

    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { value, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
    }
}
