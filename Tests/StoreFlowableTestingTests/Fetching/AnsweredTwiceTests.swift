import StoreFlowableTesting
import Testing

/// Answering a request twice is a mistake of the test: it is recorded as an issue, and the first answer
/// stands.
@Suite struct AnsweredTwiceTests {
    @Test func givenAnAnsweredRequest_whenAnsweredAgain_thenAnIssueNamesItAndTheFirstAnswerStands()
        async throws
    {
        let fetcher = TestFetcher<String, Int>()
        async let fetched = fetcher.fetch(param: "a")
        let request = try await fetcher.nextRequest()
        #expect(request.answer(1))
        let issues = CapturedIssues()

        withKnownIssue {
            #expect(!request.answer(2))
        } matching: {
            issues.match($0)
        }

        #expect(try await fetched == 1)
        #expect(issues.all == [#"request 1 for "a" (answered) was answered twice"#])
    }
}
