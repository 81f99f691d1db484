/// The state of one (cacher, param), shared by every flowable and subscriber of it.
///
/// A plain value changed only under ``FlowHub``'s lock; each mutating function handles one event.
/// Functions that change what subscribers see return the waiters to resume, which the hub resumes
/// after leaving the lock.
@usableFromInline
struct FlowState<Data: Sendable>: Sendable {
    @usableFromInline
    enum Whole: Sendable {
        case idle
        case fetching(Task<Data, any Error>)
        case failed(any Error)
    }

    @usableFromInline
    enum Page: Sendable {
        case idle
        /// Running in the task of the caller that started it; `request` identifies it to joiners.
        case fetching(request: UInt64)
        case failed(any Error)
    }

    /// What a caller of a page request does next.
    @usableFromInline
    enum PageStep: Sendable {
        /// Nothing to fetch, or the request it joined has ended.
        case done
        /// Decide again: the content changed meanwhile, or the request it joined was given up.
        case retry
        /// Fetch the page itself, as `request` of `epoch`.
        case run(request: UInt64, epoch: UInt64)
    }

    @usableFromInline
    typealias PageJoiner = UnsafeContinuation<PageStep, Never>

    @usableFromInline
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// Subscribers to wake, outside the lock. Each reads the latest state itself once it runs, so no
    /// content is held on its way to a subscriber and a page can still be appended in place meanwhile.
    @usableFromInline
    struct Delivery: Sendable {
        @usableFromInline var waiters: [Waiter]

        @inlinable
        init(waiters: [Waiter] = []) {
            self.waiters = waiters
        }

        @inlinable
        func perform() {
            for waiter in waiters { waiter.resume() }
        }
    }

    /// The cached content as last read back; `nil` while nobody subscribes (then the cacher is read).
    @usableFromInline
    var snapshot: Snapshot<Data>?
    @usableFromInline
    var whole = Whole.idle
    @usableFromInline
    var next = Page.idle
    @usableFromInline
    var prev = Page.idle
    /// Bumped whenever the cached content changes, so a reader can tell its read is out of date.
    @usableFromInline
    var generation: UInt64 = 0
    /// Bumped whenever the whole list is replaced or refetched; a page started in an older epoch is dropped.
    @usableFromInline
    var epoch: UInt64 = 0
    /// Bumped whenever ``current`` changes.
    @usableFromInline
    var version: UInt64 = 0
    @usableFromInline
    var current: LoadingState<Data>?
    /// The version each subscriber saw last.
    @usableFromInline
    var lastSeen: [UInt64: UInt64] = [:]
    @usableFromInline
    var waiting: [UInt64: Waiter] = [:]
    @usableFromInline
    var nextSubscriberID: UInt64 = 1
    /// The callers waiting for each page request in flight, including those of an older epoch.
    @usableFromInline
    var pageJoiners: [UInt64: [PageJoiner]] = [:]
    @usableFromInline
    var nextPageRequest: UInt64 = 1

    @inlinable
    var wholeTask: Task<Data, any Error>? {
        if case .fetching(let task) = whole { return task }
        return nil
    }

    @inlinable
    var lastFetchFailed: Bool {
        if case .failed = whole { return true }
        return false
    }

    @inlinable
    var hasSubscribers: Bool { !lastSeen.isEmpty }

    // MARK: Subscribers

    @inlinable
    mutating func register() -> UInt64 {
        let id = nextSubscriberID
        nextSubscriberID += 1
        lastSeen[id] = 0
        return id
    }

    @inlinable
    mutating func unregister(_ id: UInt64) -> Waiter? {
        lastSeen.removeValue(forKey: id)
        let waiter = waiting.removeValue(forKey: id)
        if lastSeen.isEmpty {
            snapshot = nil
            current = nil
        }
        return waiter
    }

    @usableFromInline
    enum Poll: Sendable {
        case state(LoadingState<Data>)
        case wait
        case finished
    }

    /// The state subscriber `id` has not seen yet, if any.
    @inlinable
    mutating func poll(_ id: UInt64) -> Poll {
        guard let seen = lastSeen[id] else { return .finished }
        guard let current, version != seen else { return .wait }
        lastSeen[id] = version
        return .state(current)
    }

    /// Whether ``poll(_:)`` would return at once for subscriber `id`.
    @inlinable
    func hasNews(for id: UInt64) -> Bool {
        guard let seen = lastSeen[id] else { return true }
        return current != nil && version != seen
    }

    // MARK: Publishing

    /// Recomputes the state subscribers see and wakes everyone waiting.
    @inlinable
    mutating func publish() -> Delivery {
        guard let snapshot, hasSubscribers else {
            current = nil
            return Delivery()
        }
        switch whole {
        case .fetching:
            current = .loading(content: snapshot.data)
        case .failed(let error):
            current = .error(rawError: error, content: snapshot.data)
        case .idle:
            if let data = snapshot.data {
                current = .completed(
                    content: data,
                    next: additionalState(next, canRequest: snapshot.canRequestNext),
                    prev: additionalState(prev, canRequest: snapshot.canRequestPrev)
                )
            } else {
                current = .error(rawError: StoreFlowableError.cacheReturnedNothingAfterSave, content: nil)
            }
        }
        version &+= 1
        guard !waiting.isEmpty else { return Delivery() }
        let delivery = Delivery(waiters: Array(waiting.values))
        waiting.removeAll(keepingCapacity: true)
        return delivery
    }

    @inlinable
    func additionalState(_ page: Page, canRequest: Bool) -> AdditionalLoadingState {
        switch page {
        case .idle: return .fixed(canRequestAdditionalData: canRequest)
        case .fetching: return .loading
        case .failed(let error): return .error(rawError: error)
        }
    }

    // MARK: Content

    /// Keeps a snapshot read from the cacher, unless the content changed since the read began.
    @inlinable
    mutating func install(_ read: Snapshot<Data>, readAt readGeneration: UInt64) -> Delivery? {
        guard hasSubscribers, snapshot == nil, generation == readGeneration else { return nil }
        snapshot = read
        return publish()
    }

    /// Records content the cacher now holds after a write.
    @inlinable
    mutating func store(_ written: Snapshot<Data>) {
        generation &+= 1
        if hasSubscribers { snapshot = written }
    }

    /// Starts over for new whole content: in-flight pages are dropped and both directions reopen.
    @inlinable
    mutating func startNewEpoch() {
        epoch &+= 1
        next = .idle
        prev = .idle
    }

    @inlinable
    func page(_ direction: PageDirection) -> Page {
        direction == .next ? next : prev
    }

    @inlinable
    mutating func setPage(_ direction: PageDirection, _ page: Page) {
        if direction == .next { next = page } else { prev = page }
    }

    /// Starts a page request in `direction` for the current epoch.
    @inlinable
    mutating func startPageRequest(_ direction: PageDirection) -> PageStep {
        let request = nextPageRequest
        nextPageRequest &+= 1
        pageJoiners[request] = []
        setPage(direction, .fetching(request: request))
        return .run(request: request, epoch: epoch)
    }

    /// Ends page request `request` and returns the callers that joined it.
    @inlinable
    mutating func endPageRequest(_ request: UInt64) -> [PageJoiner] {
        pageJoiners.removeValue(forKey: request) ?? []
    }
}
