import StoreFlowable
import Testing

/// Sequences found by ``RandomizedRegistryTests``, reduced to the steps that matter.
@Suite(.timeLimit(.minutes(10))) struct RegistryRegressionTests {
    /// Found by `RandomizedRegistryTests` (seed 5 of every kind, before the run stopped failing the
    /// fetches that cacher-wide clears start). A cacher-wide clear forgets the machine's snapshot and
    /// starts a fetch for the subscribers; when that fetch fails, `fetchFailed` published nothing, since
    /// `publish` showed nothing with no snapshot and no fetch in flight. The subscriber stayed on
    /// `.loading(content: nil)`. Written to wait for the error state, so that with the bug it fails by
    /// the time limit.
    @Test(arguments: RegistrySetup.Kind.allCases)
    func givenAClearAllWithASubscriber_whenItsFetchFails_thenTheSubscriberIsShownTheError(
        kind: RegistrySetup.Kind
    ) async throws {
        let setup = RegistrySetup(kind: kind)
        let subscriber = try await Self.subscriberShownAFailedClear(of: setup)
        await subscriber.stop()
    }

    /// Found by `RandomizedRegistryTests` once its clears' fetches were allowed to fail: a refetch
    /// trigger retried a failed fetch only where the machine knew the content, and after a cacher-wide
    /// clear it knows none, so the subscriber stayed on the error. The run waited for a fetch that never
    /// started.
    @Test(arguments: RegistrySetup.Kind.allCases)
    func givenAClearAllWhoseFetchFailed_whenARefetchTriggerFires_thenTheFetchIsTriedAgain(
        kind: RegistrySetup.Kind
    ) async throws {
        let setup = RegistrySetup(kind: kind)
        let subscriber = try await Self.subscriberShownAFailedClear(of: setup)

        await setup.refetch(true)

        #expect(await setup.gate.waitForCalls(3, within: .seconds(20)))
        #expect(setup.gate.calls.last == Gate.Call(kind: .whole, param: "a", key: nil))
        let rows = [Versioned(id: "a1", version: 2)]
        setup.gate.respond(3, with: .success(Gate.Answer(rows: rows)))
        let end = AdditionalLoadingState.fixed(canRequestAdditionalData: false)
        #expect(await subscriber.waitForLatest(.completed(content: rows, next: end, prev: end)))
        await subscriber.stop()
    }

    /// A subscriber of list "a" shown its first page, then the error of the fetch a cacher-wide clear of
    /// the lists started: gate calls 1 and 2.
    private static func subscriberShownAFailedClear(of setup: RegistrySetup) async throws
        -> RegistrySubscriber
    {
        let list = try #require(setup.lists["a"])
        let subscriber = RegistrySubscriber(list.publish(), param: "a", name: "s", asList: { $0 })
        #expect(await setup.gate.waitForCalls(1))
        let rows = [Versioned(id: "a0", version: 1)]
        setup.gate.respond(1, with: .success(Gate.Answer(rows: rows)))
        let end = AdditionalLoadingState.fixed(canRequestAdditionalData: false)
        #expect(await subscriber.waitForLatest(.completed(content: rows, next: end, prev: end)))

        try await setup.clearLists()
        #expect(await setup.gate.waitForCalls(2))
        setup.gate.respond(2, with: .failure(GateError()))
        #expect(await subscriber.waitForLatest(.error(rawError: GateError(), content: nil)))
        return subscriber
    }
}
