/// A ``StoreFlowable`` of a list that grows a page at a time with ``requestNextData(continueWhenError:)``.
///
/// The first load and refreshes use the whole-list states of ``LoadingState``. Once loaded,
/// ``LoadingState/completed(content:next:prev:)`` tells in `next` whether another page can be requested,
/// is loading, or failed.
public protocol PaginationStoreFlowable<Content>: StoreFlowable {
    /// Fetches the next page with the stored key and appends it; returns once it is stored or its error
    /// recorded.
    ///
    /// - Does nothing while the whole list is loading or failed, or when the end is reached
    ///   (the key is `nil` or empty, or the last page was empty).
    /// - Joins a request in flight: no page is ever fetched or appended twice.
    /// - A refresh that starts meanwhile wins: the late page is dropped.
    /// - A failure keeps the list and shows as `next: .error(rawError:)`.
    ///
    /// - Parameter continueWhenError: Whether to retry after the last request failed.
    func requestNextData(continueWhenError: Bool) async

    /// Saves `newData` as the whole list with `nextKey`, stamped now; every subscriber sees it.
    func update(newData: Content, nextKey: String?) async
}

extension PaginationStoreFlowable {
    /// Fetches and appends the next page, retrying after an error.
    /// See ``requestNextData(continueWhenError:)``.
    public func requestNextData() async {
        await requestNextData(continueWhenError: true)
    }
}
