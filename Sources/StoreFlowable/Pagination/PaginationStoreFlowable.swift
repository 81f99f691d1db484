/// A ``StoreFlowable`` of a list that grows a page at a time: forward with
/// ``requestNextData(continueWhenError:)`` and, when the first page is somewhere in the middle, backward
/// with ``requestPrevData(continueWhenError:)``.
///
/// The first load and refreshes use the whole-list states of ``LoadingState``. Once loaded,
/// ``LoadingState/completed(content:next:prev:)`` tells in `next` and `prev` whether another page can be
/// requested, is loading, or failed.
public protocol PaginationStoreFlowable<Content>: StoreFlowable {
    /// What a page is found by.
    associatedtype Key: Hashable & Sendable

    /// Fetches the next page with the stored key and appends it; returns once it is stored or its error
    /// recorded.
    ///
    /// - With no list yet, loads the first page instead, or joins its load in flight, so the shortest
    ///   code works: `await feed.requestNextData()` on a new flowable shows the first page.
    /// - Does nothing while a loaded list is being refreshed or its refresh failed, or when the end is
    ///   reached (the key is `nil` or empty, or the last page was empty).
    /// - Joins a request in flight: no page is ever fetched or appended twice.
    /// - A refresh that starts meanwhile wins: the late page is dropped.
    /// - A failure keeps the list and shows as `next: .error(rawError:)`.
    ///
    /// - Parameter continueWhenError: Whether to retry after the last request failed.
    func requestNextData(continueWhenError: Bool) async

    /// Fetches the previous page with the stored key and prepends it, by the rules of
    /// ``requestNextData(continueWhenError:)`` (with no list yet, it loads the first page); a failure shows
    /// as `prev: .error(rawError:)`.
    func requestPrevData(continueWhenError: Bool) async

    /// Saves `newData` as the whole list with its keys, stamped now; every subscriber sees it.
    func update(newData: Content, nextKey: Key?, prevKey: Key?) async
}

extension PaginationStoreFlowable {
    /// Fetches and appends the next page, retrying after an error.
    /// See ``requestNextData(continueWhenError:)``.
    public func requestNextData() async {
        await requestNextData(continueWhenError: true)
    }

    /// Fetches and prepends the previous page, retrying after an error.
    /// See ``requestPrevData(continueWhenError:)``.
    public func requestPrevData() async {
        await requestPrevData(continueWhenError: true)
    }

    /// Saves `newData` as the whole list with `nextKey` and no previous key, stamped now.
    public func update(newData: Content, nextKey: Key?) async {
        await update(newData: newData, nextKey: nextKey, prevKey: nil)
    }
}

/// A flowable of a list in both directions: the same protocol as ``PaginationStoreFlowable``.
public typealias TwoWayPaginationStoreFlowable = PaginationStoreFlowable
