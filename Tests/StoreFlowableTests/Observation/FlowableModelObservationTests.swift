import StoreFlowable
import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// A change invalidates exactly the views that read what changed.
@MainActor
@Suite struct FlowableModelObservationTests {
    private func loadedModel() async -> FlowableModel<[String]> {
        let flowable = makePaginationFlowable(
            cacher: ListCacher(), fetcher: FeedFetcher<String>())
        await flowable.update(newData: ["a"], nextKey: "2")
        return FlowableModel(flowable)
    }

    @Test func givenNewContent_thenReadersOfStateAreInvalidatedAndReadersOfLoadingAndPagesAreNot() async {
        let model = await loadedModel()
        let stateRead = track { _ = model.state }
        let loadingRead = track { _ = model.isLoading }
        let pagesRead = track { _ = (model.nextPage, model.prevPage) }

        model.show(
            .completed(
                content: ["a", "b"], next: .fixed(canRequestAdditionalData: true),
                prev: .fixed(canRequestAdditionalData: false)))

        #expect(stateRead.didFire)
        #expect(!loadingRead.didFire)
        #expect(!pagesRead.didFire)
    }

    @Test func givenStateEqualToTheShownOne_thenNoReaderIsInvalidated() async {
        let model = await loadedModel()
        let stateRead = track { _ = model.state }

        model.show(
            .completed(
                content: ["a"], next: .fixed(canRequestAdditionalData: true),
                prev: .fixed(canRequestAdditionalData: false)))

        #expect(!stateRead.didFire)
    }

    @Test func givenNextPageStartsLoading_thenReadersOfNextPageAreInvalidatedAndReadersOfPrevPageAreNot()
        async
    {
        let model = await loadedModel()
        let nextRead = track { _ = model.nextPage }
        let prevRead = track { _ = model.prevPage }
        let loadingRead = track { _ = model.isLoading }

        model.show(.completed(content: ["a"], next: .loading, prev: .fixed(canRequestAdditionalData: false)))

        #expect(nextRead.didFire)
        #expect(!prevRead.didFire)
        #expect(!loadingRead.didFire)
    }

    @Test func givenRefreshStarts_thenReadersOfIsLoadingAreInvalidated() async {
        let model = await loadedModel()
        let loadingRead = track { _ = model.isLoading }

        model.show(.loading(content: ["a"]))

        #expect(loadingRead.didFire)
        #expect(model.isLoading)
    }

    @Test func givenTwoModelsRunning_whenOneFlowableChanges_thenOnlyItsReadersAreInvalidated() async {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        let changed = makeFlowable(cacher: cacher, fetcher: fetcher, param: "changed")
        let untouched = makeFlowable(cacher: cacher, fetcher: fetcher, param: "untouched")
        await changed.update(newData: 1)
        await untouched.update(newData: 1)
        let changedModel = FlowableModel(changed)
        let untouchedModel = FlowableModel(untouched)
        let runs = [Task { await changedModel.run() }, Task { await untouchedModel.run() }]
        let untouchedRead = track { _ = untouchedModel.state }
        let changedRead = track { _ = changedModel.state }

        await changed.update(newData: 2)
        await changedModel.waitUntil { $0.content == 2 }

        #expect(changedRead.didFire)
        #expect(!untouchedRead.didFire)
        runs.forEach { $0.cancel() }
    }
}
