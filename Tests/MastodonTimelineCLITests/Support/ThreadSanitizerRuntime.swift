import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether this test process runs under the thread sanitizer, whose runtime defers signal handlers:
/// tests of how the program answers a signal cannot observe it there.
enum ThreadSanitizerRuntime {
    static let isLoaded: Bool = {
        guard let program = dlopen(nil, RTLD_NOW) else { return false }
        return dlsym(program, "__tsan_init") != nil
    }()
}

extension Trait where Self == ConditionTrait {
    /// Off under the thread sanitizer, whose runtime defers signal handlers in the program under test.
    static var needsSignalHandlers: Self {
        .disabled(
            if: ThreadSanitizerRuntime.isLoaded,
            "the thread sanitizer's runtime defers signal handlers in the program under test; run without it")
    }
}
