/// Loading a list's gaps: a page at a time, from either edge, one request per gap shared by every caller.
extension FlowEngine {
    /// Fetches a page of the gap `id` from `edge` and joins it to the list, or joins the request in flight
    /// for that gap; returns when it is stored, dropped or its error recorded. Does nothing when the list
    /// has no such gap, the gap cannot be loaded from `edge`, or (without `continueWhenError`) its last
    /// page failed.
    func requestGap(_ id: UInt64, from edge: ListGap.Edge, continueWhenError: Bool) async {
        guard let gaps else { return }
        while true {
            guard let pageKey = gaps.key(id, edge) else { return }
            switch registry.gapLoads.decide(key, gap: id, continueWhenError: continueWhenError) {
            case .decline:
                return
            case .join(let request):
                if await request.ending() == .abandoned { continue }
                return
            case .start(let request):
                send(.gapsChanged)
                await runGapPage(id, from: edge, key: pageKey, request: request, gaps: gaps)
                return
            }
        }
    }

    private func runGapPage(
        _ id: UInt64, from edge: ListGap.Edge, key pageKey: Snapshot.Key, request: PageRequest,
        gaps: GapOperations
    ) async {
        let loads = registry.gapLoads
        let page: any AnyObject & Sendable
        do {
            page = try await CancellableWait.run {
                try await self.withRetries(while: { loads.isCurrent(request, self.key, gap: id) }) {
                    try await gaps.fetchPage(edge == .top, pageKey)
                }
            }
        } catch {
            let cancelled = Task.isCancelled
            loads.end(request, key, gap: id, failure: cancelled ? nil : error)
            request.end(cancelled ? .abandoned : .finished)
            send(.gapsChanged)
            return
        }
        await registry.acquireTurn(of: key)
        var last: FlowEvent?
        do {
            if loads.isCurrent(request, key, gap: id), try await gaps.storePage(id, edge, pageKey, page) {
                registry.noteOrigin(.network, of: key)
                last = .gapMerged(written: await readSnapshot(origin: .network))
            }
            loads.end(request, key, gap: id, failure: nil)
        } catch {
            send(.saveFailed(error, written: await readSnapshot()))
            loads.end(request, key, gap: id, failure: error)
        }
        registry.finishTurn(of: key, with: last ?? .gapsChanged).forEach(perform)
        request.end(.finished)
    }

    /// Saves the list's reading position, without publishing a state: the states that follow carry it.
    func saveAnchor(_ anchor: (any Sendable)?) async throws {
        guard let gaps else { throw StoreFlowableError.cacherKeepsNoPlaces }
        // In the list's turn: a refresh or a gap's page writes the list's places too, and one written
        // between this read and this write would be lost.
        await registry.acquireTurn(of: key)
        defer { registry.finishTurn(of: key, with: nil).forEach(perform) }
        try await gaps.saveAnchor(anchor)
    }
}
