import Observation

/// An `@Observable` model of one flowable, for a SwiftUI view: its ``state`` is read synchronously in
/// `body`, and changes only re-render the views that read what changed.
///
/// ```swift
/// @State var model = FlowableModel(timeline)
///
/// var body: some View {
///     List(model.state.content ?? []) { StatusRow(status: $0) }
///         .task { await model.run() }
///         .refreshable { await model.refresh() }
/// }
/// ```
///
/// - The state is the cached content from the first read, before any `await` (see
///   ``StoreFlowable/currentState()``): a screen with cached data opens on it, with no loading flicker.
/// - ``run()`` subscribes to the flowable and keeps the model up to date until the task running it is
///   cancelled, which SwiftUI's `.task` does when the view goes away. Nothing is fetched before it runs.
/// - Each property is written only when its value changes: a view reading ``nextPage`` is not re-rendered
///   by a refresh that leaves it as it was, nor a view reading ``state`` by a state equal to the last
///   one (when `Content` is `Equatable`).
@Observable
@MainActor
public final class FlowableModel<Content: Sendable> {
    /// The latest state of the flowable.
    public private(set) var state: LoadingState<Content>
    /// Whether a fetch of the whole content is in flight.
    public private(set) var isLoading: Bool
    /// The state of the next page: `.fixed(canRequestAdditionalData: false)` when there is none to load,
    /// or before the content is loaded.
    public private(set) var nextPage: AdditionalLoadingState
    /// The state of the previous page, as ``nextPage`` is of the next.
    public private(set) var prevPage: AdditionalLoadingState

    @ObservationIgnored private let source: FlowableModelSource<Content>

    /// A model of `flowable`, starting from its cached content.
    public convenience init(_ flowable: some StoreFlowable<Content>) {
        self.init(source: FlowableModelSource(flowable))
    }

    /// A model of the paginated `flowable`, starting from its cached content;
    /// ``requestNextPage(continueWhenError:)`` and ``requestPrevPage(continueWhenError:)`` load its pages.
    public convenience init<Flowable: PaginationStoreFlowable>(_ flowable: Flowable)
    where Flowable.Content == Content {
        self.init(source: FlowableModelSource(paginated: flowable))
    }

    private init(source: FlowableModelSource<Content>) {
        self.source = source
        let state = source.currentState()
        self.state = state
        isLoading = state.isLoading
        nextPage = state.next ?? .fixed(canRequestAdditionalData: false)
        prevPage = state.prev ?? .fixed(canRequestAdditionalData: false)
    }

    /// The content of ``state``, or `nil` when there is none.
    public var content: Content? { state.content }

    /// Subscribes to the flowable and shows each of its states until the calling task is cancelled.
    /// Subscribing fetches when the cache is absent or stale, as ``StoreFlowable/publish()`` does.
    public func run() async {
        for await state in source.publish() {
            show(state)
        }
    }

    /// Refetches the content, keeping it shown meanwhile; returns once the fetch ends.
    public func refresh() async {
        await source.refresh()
    }

    /// Loads the next page, when the flowable is paginated; otherwise does nothing.
    /// See ``PaginationStoreFlowable/requestNextData(continueWhenError:)``.
    public func requestNextData(continueWhenError: Bool = true) async {
        await source.requestPage?(.next, continueWhenError)
    }

    /// Loads the previous page, when the flowable is paginated; otherwise does nothing.
    /// See ``PaginationStoreFlowable/requestPrevData(continueWhenError:)``.
    public func requestPrevData(continueWhenError: Bool = true) async {
        await source.requestPage?(.prev, continueWhenError)
    }

    /// Loads the next page. Renamed ``requestNextData(continueWhenError:)``, the flowables' name for it.
    @available(*, deprecated, renamed: "requestNextData(continueWhenError:)")
    public func requestNextPage(continueWhenError: Bool = true) async {
        await requestNextData(continueWhenError: continueWhenError)
    }

    /// Loads the previous page. Renamed ``requestPrevData(continueWhenError:)``, the flowables' name for it.
    @available(*, deprecated, renamed: "requestPrevData(continueWhenError:)")
    public func requestPrevPage(continueWhenError: Bool = true) async {
        await requestPrevData(continueWhenError: continueWhenError)
    }

    /// Writes the properties whose values differ in `new`.
    func show(_ new: LoadingState<Content>) {
        if !Self.isSame(state, new) { state = new }
        if isLoading != new.isLoading { isLoading = new.isLoading }
        if let next = new.next, next != nextPage { nextPage = next }
        if let prev = new.prev, prev != prevPage { prevPage = prev }
    }

    /// Whether the two states are equal, when their content can be compared; `false` otherwise.
    private static func isSame(_ old: LoadingState<Content>, _ new: LoadingState<Content>) -> Bool {
        guard let old = old as? any Equatable else { return false }
        return old.isEqual(to: new)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
