/// Writing the whole content: `update(newData:)` and `clear()`, in a turn or, on a param nobody uses,
/// without one.
extension FlowEngine {
    /// Saves the whole content (stamped now, or unstamped when `nil`) with its keys; every subscriber
    /// sees it. With no content and subscribers waiting, a fetch starts at once.
    func overwrite(with data: (any Sendable)?, nextKey: Snapshot.Key?, prevKey: Snapshot.Key?) async {
        // Nobody uses the param: it is written without a machine, and whoever comes meanwhile makes one
        // holding this write's turn (`RegistryState.makeMachine(for:)`). Written here rather than in a
        // function of its own, which would cost one more asynchronous call. `user_cacher_update_over_floor`
        // (group `user`): about 770 ns an update in a turn, about 280 ns this way.
        guard beginIdleWrite() else {
            return await overwriteInTurn(with: data, nextKey: nextKey, prevKey: prevKey)
        }
        do {
            try await write(
                data, stampedAt: data == nil ? nil : access.now(), nextKey: nextKey, prevKey: prevKey)
        } catch {
            return await idleWriteFailed(error)
        }
        endIdleWrite(cleared: data == nil)
    }

    /// Begins a write of the param without a turn when nobody uses it; whether it did. The write ends
    /// with ``endIdleWrite(cleared:)`` or ``idleWriteFailed(_:)``.
    func beginIdleWrite() -> Bool {
        guard registry.beginIdleWrite(of: key) else { return false }
        registry.noteOrigin(.memory, of: key)
        return true
    }

    /// Ends a write begun by ``beginIdleWrite()`` that saved the content (`cleared`: emptied it).
    func endIdleWrite(cleared: Bool) {
        if registry.endIdleWrite(of: key) { return }
        // Whoever came meanwhile made the machine, which holds this turn; a subscriber among them reads the
        // cacher in a turn of its own, after this one.
        registry.finishTurn(of: key, with: .overwritten(written: nil, cleared: cleared)).forEach(perform)
    }

    /// Ends a write begun by ``beginIdleWrite()`` that failed: a machine keeps the failure, as for a write
    /// in a turn.
    func idleWriteFailed(_ error: any Error) async {
        registry.takeOverIdleWrite(of: key)
        send(.saveFailed(error, written: await readSnapshot()))
        registry.finishTurn(of: key, with: nil).forEach(perform)
    }

    /// ``overwrite(with:nextKey:prevKey:)`` of a param someone uses, in its turn.
    private func overwriteInTurn(with data: (any Sendable)?, nextKey: Snapshot.Key?, prevKey: Snapshot.Key?)
        async
    {
        // With nobody subscribed there is nobody to show the content to: the next reader reads it.
        // Whoever subscribes during the turn reads the cacher in a turn of its own, after this one.
        let subscribed = await registry.acquireTurn(of: key)
        registry.noteOrigin(.memory, of: key)
        do {
            try await write(
                data, stampedAt: data == nil ? nil : access.now(), nextKey: nextKey, prevKey: prevKey)
        } catch {
            send(.saveFailed(error, written: await readSnapshot()))
            registry.finishTurn(of: key, with: nil).forEach(perform)
            return
        }
        let written = subscribed ? await readSnapshot(origin: .memory) : nil
        registry.finishTurn(of: key, with: .overwritten(written: written, cleared: data == nil)).forEach(
            perform)
    }

    /// Runs `write` with the current time, without a turn, when nobody uses the param (no subscriber,
    /// nothing in flight, no failure kept); returns whether it did. For cachers that write without
    /// suspending (`_AtOnceCacher`).
    ///
    /// `update_no_subscriber_over_floor` (benchmark group `core`): 0.95–1.2× its floor with this path;
    /// 11.4–15× (1.2–2.1 µs) without it, in a turn.
    func writeIfIdle(_ write: (_ now: Double) -> Void) -> Bool {
        let now = access.now()
        return registry.writeIfIdle(key) {
            registry.noteOrigin(.memory, of: key)
            write(now)
        }
    }

    /// Saves data, timestamp and keys to the cacher. In the turn.
    func write(
        _ data: (any Sendable)?,
        stampedAt cachedAt: Double?,
        nextKey: Snapshot.Key?,
        prevKey: Snapshot.Key?
    ) async throws {
        if let writeAtOnce = access.writeAtOnce {
            writeAtOnce(data, cachedAt, nextKey, prevKey)
            return
        }
        if let saveWhole = paging?.saveWhole {
            return try await saveWhole(data, cachedAt, nextKey, prevKey)
        }
        try await access.save(data, cachedAt)
        if let paging {
            try await paging.saveKey(.next, nextKey)
            try await paging.saveKey(.prev, prevKey)
        }
    }
}
