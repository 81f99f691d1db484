import Testing

@testable import StoreFlowable

/// The turn and the clears that take it, event by event, and the transitions that cannot happen.
@Suite struct TurnMachineTests {
    @Test func givenAClearWhileNobodyHoldsTheTurn_whenItEnds_thenTheCallersQueuedMeanwhileGetTheTurnInOrder()
        async
    {
        let granted = await withTurnWaiters(2) { waiters in
            var driver = MachineDriver()
            driver.send(.subscribe(id: 1, runner: nil))
            driver.send(.clearBegan)
            #expect(driver.machine.isTurnTakenByClear)
            #expect(!driver.machine.isTurnAwaitedByClear)
            #expect(driver.send(.turnRequested(waiter: waiters[0])).isEmpty)
            #expect(driver.send(.turnRequested(waiter: waiters[1])).isEmpty)

            let ended = driver.send(.clearEnded)
            #expect(ended.map(\.name) == ["grantTurn"])
            var order: [Int] = []
            for case .grantTurn(let waiter) in ended { order.append(waiters.index(of: waiter)) }
            let handedOn = driver.releaseTurn()
            for case .grantTurn(let waiter) in handedOn { order.append(waiters.index(of: waiter)) }
            #expect(!driver.machine.isTurnFree)
            driver.releaseTurn()
            #expect(driver.machine.isTurnFree)
            return order
        }
        #expect(granted == [0, 1])
    }

    @Test func givenATurnHeldWhenAClearBegan_whenTheClearEndsFirst_thenTheHolderKeepsItsStaleTurn() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.takeTurn()
        driver.send(.clearBegan)
        #expect(driver.machine.isTurnAwaitedByClear)

        // Emptying the cacher failed: the clear ends without waiting for the holder.
        driver.send(.clearEnded)
        driver.send(.cacheRead(snapshot(9)))

        #expect(!driver.machine.isTurnFree)
        #expect(driver.machine.knownSnapshot?.data as? Int != 9)
        driver.releaseTurn()
        #expect(driver.machine.isTurnFree)
    }

    @Test func givenTheTurnIsFree_whenItIsGivenBack_thenTheProgramStopsNamingTheEventAndTheState() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = FlowMachine()
            _ = machine.step(.turnReleased(last: nil))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("turnReleased while the turn is free, the content unknown"))
    }

    @Test func givenNobodyHoldsTheTurn_whenAnInTurnEventArrives_thenTheProgramStops() async {
        await #expect(processExitsWith: .failure) {
            var machine = FlowMachine()
            _ = machine.step(.cacheRead(Snapshot(data: 1, cachedAt: 0)))
        }
    }

    @Test func givenAClearUnderWay_whenAnotherBegins_thenTheProgramStops() async {
        await #expect(processExitsWith: .failure) {
            var machine = FlowMachine()
            _ = machine.step(.clearBegan)
            _ = machine.step(.clearBegan)
        }
    }
}

extension [UnsafeContinuation<Void, Never>] {
    /// The position of `waiter` in these waiters, by identity.
    func index(of waiter: UnsafeContinuation<Void, Never>) -> Int {
        firstIndex { unsafeBitCast($0, to: Int.self) == unsafeBitCast(waiter, to: Int.self) } ?? -1
    }
}

/// Runs `body` with `count` real waiters, each a task parked on a continuation, then resumes every one
/// `body` did not hand back, so that none is left suspended.
func withTurnWaiters<Result: Sendable>(
    _ count: Int, _ body: ([UnsafeContinuation<Void, Never>]) -> Result
) async -> Result {
    let parked = Locked<[UnsafeContinuation<Void, Never>]>([])
    var tasks: [Task<Void, Never>] = []
    await withCheckedContinuation { (allParked: CheckedContinuation<Void, Never>) in
        for _ in 0..<count {
            tasks.append(
                Task {
                    await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
                        let full = parked.withLock { parked -> Bool in
                            parked.append(waiter)
                            return parked.count == count
                        }
                        if full { allParked.resume() }
                    }
                })
        }
    }
    let waiters = parked.withLock { $0 }
    let result = body(waiters)
    for waiter in waiters { waiter.resume() }
    for task in tasks { await task.value }
    return result
}
