/// A cacher whose `needRefresh` is the protocol's default, so that its content is stale only by expiry or
/// invalidation: a subscriber can be shown it without the turn an asynchronous `needRefresh` needs.
/// The library's cachers, which are final and do not implement `needRefresh`, are marked with it.
package protocol StaleOnlyByTime: AnyObject {}

extension InMemoryCacher: StaleOnlyByTime {}
extension InMemoryPaginationCacher: StaleOnlyByTime {}
extension NormalizedListCacher: StaleOnlyByTime {}
extension NormalizedEntityCacher: StaleOnlyByTime {}
