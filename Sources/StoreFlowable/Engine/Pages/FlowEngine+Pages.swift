extension FlowEngine {
    /// Fetches and merges the page in `direction`, or joins the request in flight; returns when it is
    /// stored or its error recorded. With no content yet, loads the first page (or joins its load).
    /// Does nothing while content is being refreshed or its refresh failed, or at an end.
    ///
    /// The page is fetched for the caller. Should its task be cancelled during the fetch, it returns at
    /// once (even when the fetcher ignores cancellation), the request is given up without an error, and
    /// a caller that joined it fetches the page instead. A joiner whose task is cancelled returns at once.
    func requestPage(_ direction: PageDirection, continueWhenError: Bool) async {
        guard let paging else { return }
        while true {
            var actions = send(.pageRequested(direction, continueWhenError: continueWhenError, inTurn: false))
            if actions.contains(where: { if case .requestPageInTurn = $0 { true } else { false } }) {
                await registry.acquireTurn(of: key)
                await ensureSnapshot()
                actions = registry.finishTurn(
                    of: key,
                    with: .pageRequested(direction, continueWhenError: continueWhenError, inTurn: true))
            }
            for action in actions {
                switch action {
                case .fetchPage(let request, let pageKey):
                    await runPage(direction, request: request, pageKey: pageKey, paging: paging)
                    return
                case .awaitPage(let request):
                    if await request.ending() == .abandoned { break }
                    return
                case .awaitFetch(let outcome):
                    await outcome.wait()
                    return
                default:
                    perform(action)
                }
            }
            guard actions.contains(where: { if case .awaitPage = $0 { true } else { false } }) else { return }
        }
    }

    private func runPage(
        _ direction: PageDirection,
        request: PageRequest,
        pageKey: Snapshot.Key,
        paging: PagingOperations
    ) async {
        let page: PagingOperations.Page
        do {
            // In a task of its own: a cancelled caller returns at once even if the fetcher does not stop.
            page = try await CancellableWait.run {
                try await self.withRetries(while: { self.isCurrent(request, direction) }) {
                    try await paging.fetchPage(direction, pageKey)
                }
            }
        } catch {
            send(
                Task.isCancelled ? .pageAbandoned(direction, request) : .pageFailed(direction, request, error)
            )
            return
        }
        // A cacher that stores pages without suspending does it in the step that takes the turn, unless a
        // subscriber follows the list's differences (its revision is then read once more).
        if let storeAtOnce = paging.storePageAtOnce,
            access.revisions == nil || registry.differenceFollowers.load(ordering: .relaxed) == 0,
            let actions = registry.storePageAtOnce(
                of: key, direction, request, store: { storeAtOnce(direction, page) })
        {
            actions.forEach(perform)
            return
        }
        // When the turn is free, it is taken in the step that lends the content to the merge.
        var actions: FlowActions
        if let atOnce = registry.step(
            key, creatingMachine: false,
            { machine, state in
                !state.clearing && machine.isTurnFree
                    ? .pageArrived(direction, request, takingTurn: true) : nil
            })
        {
            actions = atOnce
        } else {
            await registry.acquireTurn(of: key)
            actions = send(.pageArrived(direction, request))
        }
        // Taken out of the actions, so that the merge holds the kept list once.
        var lent = actions.takeMerge()
        actions.forEach(perform)
        var merged: FlowEvent?
        if case .some(var known) = lent.take() {
            do {
                // The content is moved out, so that the kept list is held once while the cacher merges.
                var (content, rest) = known.take().map { $0.split() } ?? (nil, nil)
                let stored = try await paging.storePage(direction, content.take(), page)
                registry.noteOrigin(.network, of: key)
                var written: Snapshot
                if let rest {
                    // The timestamp is the machine's, exact in the turn; so is the other key, unless the
                    // cacher read it back with the page.
                    written = Snapshot(merged: stored, direction, onto: rest)
                    // A revision is read with its content, once more, only when a subscriber follows it.
                    if access.revisions != nil, registry.differenceFollowers.load(ordering: .relaxed) > 0 {
                        (written.data, written.revision) = await readContent()
                    }
                } else {
                    written = await readSnapshot(origin: .network)
                }
                merged = .pageMerged(direction, request, written: written)
            } catch {
                send(.saveFailed(error, written: await readSnapshot()))
                merged = .pageFailed(direction, request, error)
            }
        }
        registry.finishTurn(of: key, with: merged).forEach(perform)
    }

    /// Whether `request` is still the page request in flight in `direction`.
    private func isCurrent(_ request: PageRequest, _ direction: PageDirection) -> Bool {
        registry.inspect(key) { $0.isCurrent(request, direction) } ?? false
    }
}
