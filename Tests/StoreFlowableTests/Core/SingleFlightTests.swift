import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct SingleFlightTests {
    @Test func givenColdKey_when100RequireDataAnd10Subscribers_thenExactlyOneOriginCall() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)

        let results = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<100 {
                group.addTask { try? await flowable.requireData() }
            }
            for _ in 0..<10 {
                group.addTask {
                    for await state in flowable.publish() {
                        if case .completed(let value, _, _) = state { return value }
                    }
                    return nil
                }
            }
            group.addTask {
                let request = try? await fetcher.nextRequest()
                return request?.answer(42) == true ? 42 : nil
            }
            var results: [Int?] = []
            for await result in group { results.append(result) }
            return results
        }

        #expect(results.count == 111)
        #expect(results.allSatisfy { $0 == 42 })
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenFetchInFlight_whenRefreshAndValidateAreCalled_thenTheyJoinIt() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)

        async let first: Int? = flowable.getData(from: .origin)
        let request = try await fetcher.nextRequest()
        async let refreshed: Void = flowable.refresh()
        async let validated: Void = flowable.validate()
        async let second: Int? = flowable.getData(from: .origin)
        request.answer(8)

        _ = await (refreshed, validated)
        #expect(await first == 8)
        #expect(await second == 8)
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenTwoParams_whenBothAreRead_thenEachHasItsOwnFetch() async throws {
        let fetcher = TestFetcher<String, Int> { $0.param.count }
        let cacher = IntCacher()

        let a = try await makeFlowable(cacher: cacher, fetcher: fetcher, param: "a").requireData()
        let bb = try await makeFlowable(cacher: cacher, fetcher: fetcher, param: "bb").requireData()

        #expect(a == 1)
        #expect(bb == 2)
        #expect(fetcher.params.sorted() == ["a", "bb"])
    }
}
