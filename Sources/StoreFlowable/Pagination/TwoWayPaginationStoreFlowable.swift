/// A ``PaginationStoreFlowable`` of a list that also grows at its start with
/// ``requestPrevData(continueWhenError:)``, like a timeline that loads newer posts above.
public protocol TwoWayPaginationStoreFlowable<Content>: PaginationStoreFlowable {
    /// Fetches the previous page with the stored key and prepends it; returns once it is stored or its
    /// error recorded. Follows the same rules as ``PaginationStoreFlowable/requestNextData(continueWhenError:)``.
    ///
    /// - Parameter continueWhenError: Whether to retry after the last request failed.
    func requestPrevData(continueWhenError: Bool) async

    /// Saves `newData` as the whole list with both keys, stamped now; every subscriber sees it.
    func update(newData: Content, nextKey: String?, prevKey: String?) async
}

extension TwoWayPaginationStoreFlowable {
    /// Fetches and prepends the previous page, retrying after an error.
    /// See ``requestPrevData(continueWhenError:)``.
    public func requestPrevData() async {
        await requestPrevData(continueWhenError: true)
    }
}
