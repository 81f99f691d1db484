import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// A gap's page that fails, on each cacher that keeps gaps: the list is kept, the gap shows the error,
/// and only a caller that asks to continue after an error fetches it again.
@Suite struct GapErrorTests {
    @Test(arguments: ListKind.allCases)
    func aFailedGapPageKeepsTheListShowsItsErrorAndIsRetriedOnlyWhenAsked(kind: ListKind) async throws {
        let list = try await GapFillTests.listWithGap(kind)
        try await list.fill(from: .top, answering: 36...40)
        let before = try await list.current()
        let gap = try #require(before.gaps.first)

        async let failing: Void = list.timeline.requestGap(gap, from: .top)
        let failed = try await list.fetcher.nextPage.nextRequest()
        #expect(failed.key == 35)
        failed.fail(PageFailure(code: 503))
        await failing

        let afterFailure = try await list.current()
        #expect(afterFailure.state.content?.map(\.id) == newestFirst(36...45, 11...20))
        #expect(afterFailure.gaps.map(\.index) == [10])
        let shown = try #require(afterFailure.gaps.first)
        #expect(shown.id == gap.id)
        guard case .error(let error) = shown.state else {
            Issue.record("the gap shows \(shown.state), not the error")
            return
        }
        #expect(error as? PageFailure == PageFailure(code: 503))
        #expect(afterFailure.state.isCompleted)

        // Without continueWhenError the failed gap is left alone, from either edge.
        await list.timeline.requestGap(shown, from: .top, continueWhenError: false)
        await list.timeline.requestGap(shown, from: .bottom, continueWhenError: false)
        #expect(list.fetcher.nextPage.requestCount == 2)
        #expect(list.fetcher.prevPage.requestCount == 0)
        #expect(try await list.current().gaps.first?.state.name == "error")

        // A retry asks for the same page again, and goes on from there.
        async let retried: Void = list.timeline.requestGap(shown, from: .top, continueWhenError: true)
        let retry = try await list.fetcher.nextPage.nextRequest()
        #expect(retry.key == 35)
        #expect(try await list.current().gaps.first?.state.name == "loading")
        retry.answer(31...35)
        await retried

        let afterRetry = try await list.current()
        #expect(afterRetry.state.content?.map(\.id) == newestFirst(31...45, 11...20))
        #expect(afterRetry.gaps.map(\.state.name) == ["fixed"])
        #expect(afterRetry.gaps.map(\.index) == [15])
    }

    @Test(arguments: ListKind.allCases)
    func aFailureOfOneGapLeavesTheOtherGapLoadable(kind: ListKind) async throws {
        let list = try await GapFillTests.listWithGap(kind)
        try await list.refresh(answering: 61...65)
        let gaps = try await list.current().gaps
        #expect(gaps.map(\.index) == [5, 10])

        async let failing: Void = list.timeline.requestGap(gaps[0], from: .bottom)
        let failed = try await list.fetcher.prevPage.nextRequest()
        #expect(failed.key == 46)
        failed.fail(PageFailure(code: 500))
        await failing
        async let other: Void = list.timeline.requestGap(gaps[1], from: .bottom, continueWhenError: false)
        let request = try await list.fetcher.prevPage.nextRequest()
        #expect(request.key == 21)
        request.answer(21...25)
        await other

        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(61...65, 41...45, 11...25))
        #expect(state.gaps.map(\.state.name) == ["error", "fixed"])
        #expect(state.gaps.map(\.id) == gaps.map(\.id))
    }
}
