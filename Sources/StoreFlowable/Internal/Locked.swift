#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `pthread` mutex.
///
/// The library uses this rather than `Synchronization.Mutex`: on Linux that mutex is built on futexes the
/// thread sanitizer cannot see, so every contended use reads as a data race, while `pthread` mutexes are
/// understood and keep the sanitizer's reports meaningful.
// Unchecked: `value` is read and written only between `pthread_mutex_lock` and `pthread_mutex_unlock` of
// `mutex`, in `withLock`.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
