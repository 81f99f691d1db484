import StoreFlowable

typealias IntCacher = InMemoryCacher<String, Int>

/// A flowable of `Int` on `cacher`, for param "key".
func makeFlowable(
    cacher: IntCacher,
    fetcher: some Fetcher<String, Int>,
    param: String = "key"
) -> AnyStoreFlowable<Int> {
    AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param)
}
