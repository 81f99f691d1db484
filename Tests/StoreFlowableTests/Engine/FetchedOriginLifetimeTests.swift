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
        var address: ObjectIdentifier?
        do {
            let gone = IntCacher()
            address = ObjectIdentifier(gone)
            RegistryDirectory.registry(for: gone).noteOrigin(.network, of: ParamKey("key"))
        }
        // The allocator hands a freed block of the same size back soon: keep allocating until it does.
        var allocated: [IntCacher] = []
        var reused: IntCacher?
        for _ in 0..<10_000 where reused == nil {
            let candidate = IntCacher()
            if ObjectIdentifier(candidate) == address {
                reused = candidate
            } else {
                allocated.append(candidate)
            }
        }

        let newcomer = try #require(reused, "no new cacher took the address of the one that went away")
        let registry = RegistryDirectory.registry(for: newcomer)

        #expect(registry.origin(of: ParamKey("key"), otherwise: .memory) == .memory)
        #expect(allocated.count < 10_000)
    }
}
