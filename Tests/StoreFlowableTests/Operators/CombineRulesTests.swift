import Testing

@testable import StoreFlowable

@Suite struct CombineRulesTests {
    private let boom = TestError(code: 1)
    private let other = TestError(code: 2)

    private func combine(_ left: LoadingState<Int>, _ right: LoadingState<Int>) -> String {
        describe(LoadingState.combine(left, right, transform: +))
    }

    private func completed(
        _ value: Int, next: AdditionalLoadingState = .fixed(canRequestAdditionalData: false)
    )
        -> LoadingState<Int>
    {
        .completed(content: value, next: next, prev: .fixed(canRequestAdditionalData: false))
    }

    @Test func givenAnyError_thenErrorWinsWithContentOnlyWhenBothHaveContent() {
        #expect(combine(.error(rawError: boom, content: 1), completed(2)) == "error(TestError(code: 1), 3)")
        #expect(
            combine(.loading(content: 1), .error(rawError: boom, content: nil))
                == "error(TestError(code: 1), nil)")
        #expect(
            combine(.error(rawError: boom, content: 1), .error(rawError: other, content: 2))
                == "error(TestError(code: 1), 3)"
        )
    }

    @Test func givenNoErrorAndAnyLoading_thenLoadingWinsWithContentOnlyWhenBothHaveContent() {
        #expect(combine(.loading(content: 1), completed(2)) == "loading(3)")
        #expect(combine(completed(2), .loading(content: nil)) == "loading(nil)")
        #expect(combine(.loading(content: nil), .loading(content: nil)) == "loading(nil)")
    }

    @Test func givenBothCompleted_thenContentCombinesAndDirectionsMerge() {
        #expect(combine(completed(1), completed(2)) == "completed(3)")
        #expect(
            combine(completed(1, next: .fixed(canRequestAdditionalData: true)), completed(2))
                == "completed(3, next: more)"
        )
        #expect(
            combine(completed(1, next: .loading), completed(2, next: .fixed(canRequestAdditionalData: true)))
                == "completed(3, next: loading)")
        #expect(
            combine(completed(1, next: .loading), completed(2, next: .error(rawError: boom)))
                == "completed(3, next: error(TestError(code: 1)))")
    }
}
