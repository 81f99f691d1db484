import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `Mutex`, with the lock's ordering made visible to the thread sanitizer.
///
/// On Linux, `Synchronization.Mutex` is built on futexes the thread sanitizer cannot see, so every
/// contended use would read as a data race. When the sanitizer's runtime is present, each critical section
/// tells it so (`__tsan_acquire` on entry, `__tsan_release` on exit); otherwise this costs one branch.
@usableFromInline
package final class Locked<Value: Sendable>: Sendable {
    @usableFromInline let mutex: Mutex<Value>

    /// A lock around `value`.
    @inlinable
    package init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in
            ThreadSanitizer.acquire(self)
            defer { ThreadSanitizer.release(self) }
            return try body(&value)
        }
    }
}

/// The thread sanitizer's annotations, when its runtime is linked in.
@usableFromInline
enum ThreadSanitizer {
    typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

    static let acquireFunction: Annotation? = lookUp("__tsan_acquire")
    static let releaseFunction: Annotation? = lookUp("__tsan_release")

    @usableFromInline
    static func acquire(_ object: AnyObject) {
        acquireFunction?(Unmanaged.passUnretained(object).toOpaque())
    }

    @usableFromInline
    static func release(_ object: AnyObject) {
        releaseFunction?(Unmanaged.passUnretained(object).toOpaque())
    }

    private static func lookUp(_ name: String) -> Annotation? {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, name) else { return nil }
        return unsafeBitCast(symbol, to: Annotation.self)
    }
}
