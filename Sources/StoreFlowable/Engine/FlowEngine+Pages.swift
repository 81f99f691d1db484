extension FlowEngine {
    /// Fetches and merges the page in `direction`, or joins the request in flight; returns when it is
    /// stored or its error recorded. Does nothing while the whole content is loading or failed, or at an end.
    ///
    /// The page is fetched in the caller's task. Should that task be cancelled during the fetch, the
    /// request is given up without an error and a caller that joined it fetches the page instead.
    @usableFromInline
    func requestPage(_ direction: PageDirection, continueWhenError: Bool) async {
        guard let paging else { return }
        while true {
            await registry.acquireTurn(of: key)
            await ensureSnapshot()
            let actions = registry.finishTurn(
                of: key, with: .pageRequested(direction, continueWhenError: continueWhenError))
            for action in actions {
                switch action {
                case .fetchPage(let request, let pageKey):
                    await runPage(direction, request: request, pageKey: pageKey, paging: paging)
                    return
                case .awaitPage(let request):
                    if await request.ending() == .abandoned { break }
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
        let page: FetchedPage
        do {
            page = try await paging.fetchPage(direction, pageKey)
        } catch {
            send(
                Task.isCancelled ? .pageAbandoned(direction, request) : .pageFailed(direction, request, error)
            )
            return
        }
        await registry.acquireTurn(of: key)
        var merged: FlowEvent?
        for case .mergePage in send(.pageArrived(direction, request)) {
            if paging.isEmpty(page.data) {
                await paging.saveKey(direction, nil)
            } else {
                var content = registry.inspect(key) { $0.takeContentForMerge() } ?? nil
                await paging.merge(direction, content.take(), page.data)
                await paging.saveKey(direction, direction == .next ? page.nextKey : page.prevKey)
            }
            merged = .pageMerged(
                direction, request, written: await readBack(after: direction, paging: paging))
        }
        registry.finishTurn(of: key, with: merged).forEach(perform)
    }

    /// What the cacher holds after a page merge in `direction`: only the content and that direction's key
    /// can have changed; the timestamp and the other key are the machine's, exact in the turn.
    private func readBack(after direction: PageDirection, paging: PagingOperations) async -> Snapshot {
        guard var known = registry.inspect(key, { $0.snapshot }) ?? nil else { return await readSnapshot() }
        known.data = await access.loadData()
        known.setKey(await paging.loadKey(direction), direction)
        return known
    }
}
