import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct LoadingStateDescriptionTests {
    @Test func givenAListOfTenThousandItems_whenDescribed_thenItIsOneShortLineWithTheCount() {
        let state = LoadingState<[Int]>.completed(content: Array(0..<10_000), next: .more, prev: .end)

        let text = String(describing: state)

        #expect(text == "completed([10000 items], next: more, prev: end)")
        expectOneShortLine(text)
    }

    @Test func givenAFlowableOfTenThousandItems_whenItsStateIsPrinted_thenItIsOneShortLine() async throws {
        let flowable = AnyStoreFlowable.from(
            cacher: InMemoryCacher<String, [Int]>(),
            fetcher: TestFetcher<String, [Int]> { _ in Array(0..<10_000) }, param: "key")
        _ = try await flowable.requireData(from: .both)

        let text = String(describing: flowable.currentState())

        #expect(text == "completed([10000 items], next: end, prev: end)")
        expectOneShortLine(text)
    }

    @Test func givenSmallCollections_whenDescribed_thenTheCountReadsInWords() {
        #expect(
            "\(LoadingState<[Int]>.completed(content: [1, 2, 3], next: .more, prev: .end))"
                == "completed([3 items], next: more, prev: end)")
        #expect("\(LoadingState<[Int]>.loading(content: [7]))" == "loading([1 item])")
        #expect("\(LoadingState<Set<Int>>.loading(content: []))" == "loading([0 items])")
        #expect("\(LoadingState<[String: Int]>.loading(content: ["a": 1, "b": 2]))" == "loading([2 items])")
    }

    @Test func givenALoadingState_whenDescribed_thenItShowsItsContentOrNil() {
        let empty = LoadingState<[Int]>.loading(content: nil)
        let cached = LoadingState<Int>.loading(content: 42)

        #expect(String(describing: empty) == "loading(nil)")
        #expect(String(describing: cached) == "loading(42)")
        expectOneShortLine(String(describing: empty))
    }

    @Test func givenAnErrorState_whenDescribed_thenTheErrorShowsByItsDescription() {
        let state = LoadingState<[Int]>.error(rawError: StoreFlowableError.noCachedData, content: nil)
        let withContent = LoadingState<[Int]>.error(rawError: TestError(code: 1), content: [1, 2])

        #expect(String(describing: state) == "error(No cached data for this param., content: nil)")
        #expect(String(describing: withContent) == "error(TestError(code: 1), content: [2 items])")
        expectOneShortLine(String(describing: state))
    }

    @Test func givenLongOrMultilineContent_whenDescribed_thenItIsCutToOneLineOf40Characters() {
        let long = LoadingState<Note>.completed(
            content: Note(text: String(repeating: "a", count: 500)), next: .end, prev: .end)
        let multiline = LoadingState<String>.loading(content: "first line\nsecond line")

        let text = String(describing: long)

        #expect(text == "completed(Note(text: \"\(String(repeating: "a", count: 27))…, next: end, prev: end)")
        expectOneShortLine(text)
        #expect(String(describing: multiline) == "loading(first line second line)")
    }

    @Test func givenALongMultilineError_whenDescribed_thenItIsCutToFitOneLineOf80Characters() {
        let error = LongError(text: "line one\n" + String(repeating: "b", count: 300))
        let withoutContent = LoadingState<Note>.error(rawError: error, content: nil)
        let withContent = LoadingState<Note>.error(
            rawError: error, content: Note(text: String(repeating: "a", count: 500)))

        let text = String(describing: withoutContent)

        #expect(text == "error(line one \(String(repeating: "b", count: 49))…, content: nil)")
        #expect(text.count == 80)
        expectOneShortLine(text)
        expectOneShortLine(String(describing: withContent))
        #expect(
            String(describing: AdditionalLoadingState.error(rawError: error))
                == "error(line one \(String(repeating: "b", count: 50))…)")
    }

    @Test func givenEachDirectionState_whenDescribed_thenItIsOneWord() {
        #expect(String(describing: AdditionalLoadingState.more) == "more")
        #expect(String(describing: AdditionalLoadingState.end) == "end")
        #expect(String(describing: AdditionalLoadingState.loading) == "loading")
        #expect(
            String(describing: AdditionalLoadingState.error(rawError: TestError(code: 2)))
                == "error(TestError(code: 2))")
        #expect(
            "\(LoadingState<[Int]>.completed(content: [], next: .loading, prev: .error(rawError: TestError(code: 3))))"
                == "completed([0 items], next: loading, prev: error(TestError(code: 3)))")
    }

    @Test func givenTheTestSupportTexts_whenStatesAreDescribed_thenTheyAreUnchanged() {
        let completed = LoadingState<Int>.completed(content: 1, next: .more, prev: .end)
        let failed = LoadingState<Int>.error(rawError: StoreFlowableError.noCachedData, content: nil)

        #expect(describe(completed) == "completed(1, next: more)")
        #expect(describe(failed) == "error(No cached data for this param., nil)")
        #expect(ExpectedState(completed).description == "completed(1, next: more)")
        #expect(ExpectedState(failed).description == "error(No cached data for this param., nil)")
    }

    private func expectOneShortLine(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lineBreaks = text.filter(\.isNewline).count
        #expect(lineBreaks == 0, sourceLocation: sourceLocation)
        #expect(text.count <= 80, "\(text.count) characters: \(text)", sourceLocation: sourceLocation)
    }
}

/// Content whose description is as long as its text.
private struct Note: Sendable {
    let text: String
}

/// An error whose description is its text, line breaks included.
private struct LongError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}
