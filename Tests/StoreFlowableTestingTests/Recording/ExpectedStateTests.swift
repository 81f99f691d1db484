import StoreFlowable
import StoreFlowableTesting
import Testing

/// Expected states read like the states they stand for, and match them as `LoadingState`'s `==` does.
@Suite struct ExpectedStateTests {
    @Test func givenEachKindOfState_whenDescribed_thenTheTextReadsLikeTheState() {
        let texts = [
            ExpectedState<[String]>.loading(nil), .loading(["a"]), .completed(["a"]),
            .completed(["a"], next: .more, prev: .loading), .completed([], next: .error(rawError: Offline())),
            .error(Offline(code: 3), ["a"]),
        ].map(\.description)

        #expect(
            texts == [
                "loading(nil)", #"loading(["a"])"#, #"completed(["a"])"#,
                #"completed(["a"], next: more, prev: loading)"#, "completed([], next: error(Offline(0)))",
                #"error(Offline(3), ["a"])"#,
            ])
    }

    @Test func givenAnExpectedError_whenMatching_thenTheTypeAndDescriptionDecide() {
        let expected = ExpectedState<Int>.error(Offline(code: 1), 2)

        #expect(expected.matches(.error(rawError: Offline(code: 1), content: 2)))
        #expect(!expected.matches(.error(rawError: Offline(code: 2), content: 2)))
        #expect(!expected.matches(.error(rawError: CancellationError(), content: 2)))
        #expect(!expected.matches(.error(rawError: Offline(code: 1), content: nil)))
    }

    @Test func givenAStateTestOfOurOwn_whenMatching_thenItDecidesAndItsDescriptionIsShown() {
        let anyError = ExpectedState<Int>("any error") { $0.error != nil }

        #expect(anyError.matches(.error(rawError: Offline(), content: nil)))
        #expect(!anyError.matches(.loading(content: nil)))
        #expect(anyError.description == "any error")
    }
}
