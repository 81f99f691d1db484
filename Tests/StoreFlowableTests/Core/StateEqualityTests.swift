import StoreFlowable
import Testing

/// States compare by case and content; errors by type and description.
@Suite struct StateEqualityTests {
    struct Other: Error, CustomStringConvertible {
        var description: String { "TestError(code: 1)" }
    }

    @Test func givenStates_thenTheyCompareByCaseContentAndDirections() {
        let more = AdditionalLoadingState.fixed(canRequestAdditionalData: true)
        let end = AdditionalLoadingState.fixed(canRequestAdditionalData: false)

        #expect(LoadingState<Int>.loading(content: 1) == .loading(content: 1))
        #expect(LoadingState<Int>.loading(content: 1) != .loading(content: nil))
        #expect(
            LoadingState<Int>.completed(content: 1, next: more, prev: end)
                == .completed(content: 1, next: more, prev: end))
        #expect(
            LoadingState<Int>.completed(content: 1, next: more, prev: end)
                != .completed(content: 1, next: end, prev: end))
        #expect(LoadingState<Int>.loading(content: 1) != .completed(content: 1, next: end, prev: end))
        #expect(AdditionalLoadingState.loading == .loading)
        #expect(AdditionalLoadingState.loading != end)
    }

    @Test func givenErrors_thenTheyAreEqualWhenOfTheSameTypeWithTheSameDescription() {
        #expect(
            LoadingState<Int>.error(rawError: TestError(code: 1), content: 2)
                == .error(rawError: TestError(code: 1), content: 2))
        #expect(
            LoadingState<Int>.error(rawError: TestError(code: 1), content: 2)
                != .error(rawError: TestError(code: 2), content: 2))
        #expect(
            LoadingState<Int>.error(rawError: TestError(code: 1), content: 2)
                != .error(rawError: TestError(code: 1), content: nil))
        // Same description, another type: not equal.
        #expect(String(describing: Other()) == String(describing: TestError(code: 1)))
        #expect(AdditionalLoadingState.error(rawError: TestError(code: 1)) != .error(rawError: Other()))
        #expect(
            AdditionalLoadingState.error(rawError: TestError(code: 1)) == .error(rawError: TestError(code: 1))
        )
    }
}
