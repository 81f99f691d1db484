import Testing

@testable import StoreFlowable

/// What a cacher's registry remembers of its fetches outlives the registry, for the cacher's next one,
/// and dies with the cacher: a new cacher at the same address inherits nothing.
@Suite struct FetchedOriginLifetimeTests {
    @Test func givenARegistryThatRecordedAFetch_whenItGoesAndTheCacherStays_thenTheNextRegistryKnowsIt() {
        let cacher = IntCacher()
        RegistryDirectory.registry(for: cacher).noteOrigin(.network, of: ParamKey("key"))

        let next = RegistryDirectory.registry(for: cacher)

        #expect(next.origin(of: ParamKey("key"), otherwise: .memory) == .network)
        #expect(next.origin(of: ParamKey("other"), otherwise: .memory) == .memory)
    }

    @Test func givenACacherThatFetchedAndWentAway_whenANewCacherTakesItsAddress_thenItInheritsNoFetch() throws
    {
        // The allocator usually hands a freed block of the same size back soon, but not always: the
        // last release may happen on another thread, whose cache then holds the block. Try again until
        // a newcomer takes the address.
        var newcomer: IntCacher?
        for _ in 0..<50 where newcomer == nil {
            newcomer = Self.cacherAtTheAddressOfOneThatFetchedAndWentAway()
        }

        let reused = try #require(
            newcomer, "no new cacher took the address of one that went away, in 50 tries")
        let registry = RegistryDirectory.registry(for: reused)

        #expect(registry.origin(of: ParamKey("key"), otherwise: .memory) == .memory)
    }

    /// Makes a cacher that fetches `key` and goes away, then allocates cachers until one takes its
    /// address; that one, or `nil` after 10,000.
    private static func cacherAtTheAddressOfOneThatFetchedAndWentAway() -> IntCacher? {
        var address: ObjectIdentifier?
        do {
            let gone = IntCacher()
            address = ObjectIdentifier(gone)
            RegistryDirectory.registry(for: gone).noteOrigin(.network, of: ParamKey("key"))
        }
        var allocated: [IntCacher] = []
        for _ in 0..<10_000 {
            let candidate = IntCacher()
            if ObjectIdentifier(candidate) == address { return candidate }
            allocated.append(candidate)
        }
        return nil
    }
}
