import StoreFlowable

/// What a randomized registry run expects, as plain values: per param, the content the cacher holds, its
/// keys, whether it was marked stale, the fetch and the pages in flight (by demand, a fetch the model
/// expects the library to make once), the failures recorded and the subscribers. For the normalized
/// cachers, rows live in a model of the entity store, and every list and the entity show its latest rows.
struct RegistryModel {
    static let lists = ["a", "b"]
    static let entity = "e"

    enum Work: Equatable {
        case idle
        case fetching(Int)
        case failed
    }

    struct Param {
        var content: [Versioned]?
        var nextKey: String?
        var prevKey: String?
        var invalid = false
        var whole = Work.idle
        /// The content was overwritten during the fetch in flight: it shows completed until the fetch ends.
        var overwritten = false
        var next = Work.idle
        var prev = Work.idle
        var subscribers = 0

        /// Whether the registry keeps a machine for the param: subscribers, work in flight, a failure.
        var isActive: Bool { subscribers > 0 || whole != .idle || next != .idle || prev != .idle }

        func page(_ kind: GateKind) -> Work { kind == .next ? next : prev }

        mutating func setPage(_ kind: GateKind, _ work: Work) {
            if kind == .next { next = work } else { prev = work }
        }
    }

    /// A fetch the model expects, and the number of the gate's call it turned out to be.
    struct Demand {
        let call: Gate.Call
        var number: Int?
    }

    var params: [String: Param] = Dictionary(uniqueKeysWithValues: (lists + [entity]).map { ($0, Param()) })
    /// The entity store's rows, for the normalized cachers; `nil` for the others.
    var store: [String: Versioned]?
    /// The fetches not answered yet, by demand.
    var demands: [Int: Demand] = [:]
    /// How many fetches the model expects the library to have made.
    var demandCount = 0

    init(normalized: Bool) {
        store = normalized ? [:] : nil
    }

    // MARK: Operations

    /// A subscriber arrives; whether it is shown valid content at once, with no fetch.
    mutating func subscribe(_ param: String) -> Bool {
        params[param]?.subscribers += 1
        guard let model = params[param] else { return false }
        if case .fetching = model.whole { return false }
        if model.whole == .failed || model.content == nil || model.invalid {
            startFetch(param)
            return false
        }
        return true
    }

    mutating func unsubscribe(_ param: String) {
        params[param]?.subscribers -= 1
    }

    /// `update(newData:)` (with rows) or `clear()` (without).
    mutating func overwrite(_ param: String, with rows: [Versioned]?, nextKey: String?, prevKey: String?) {
        write(rows, to: param, nextKey: nextKey, prevKey: prevKey)
        guard var model = params[param] else { return }
        model.next = .idle
        model.prev = .idle
        if model.whole == .failed { model.whole = .idle }
        if rows != nil, case .fetching = model.whole { model.overwritten = true }
        params[param] = model
        if rows == nil, model.subscribers > 0, model.whole == .idle { startFetch(param) }
    }

    /// A cacher-wide clear of `cleared`: fetches in flight are abandoned, and subscribers refetch.
    mutating func clearAll(_ cleared: [String], emptyingStore: Bool) {
        if emptyingStore, store != nil { store = [:] }
        for param in cleared {
            write(nil, to: param, nextKey: nil, prevKey: nil)
            params[param]?.whole = .idle
            params[param]?.next = .idle
            params[param]?.prev = .idle
            params[param]?.overwritten = false
            if (params[param]?.subscribers ?? 0) > 0 { startFetch(param) }
        }
    }

    mutating func invalidate(_ invalidated: [String]) {
        for param in invalidated {
            guard let model = params[param] else { continue }
            if model.content != nil { params[param]?.invalid = true }
            if model.subscribers > 0, !model.isFetching { startFetch(param) }
        }
    }

    /// A refetch trigger's signal: subscribed params whose last fetch failed or whose content is stale.
    mutating func refetchStale(_ triggered: [String]) {
        for param in triggered {
            guard let model = params[param], model.subscribers > 0 else { continue }
            if model.whole == .failed || (model.whole == .idle && model.invalid && model.content != nil) {
                startFetch(param)
            }
        }
    }

    /// `validate()` (or `refresh()` with `force`): the demand its caller waits for, `nil` when it returns at once.
    mutating func validate(_ param: String, force: Bool) -> Int? {
        guard let model = params[param] else { return nil }
        if case .fetching(let demand) = model.whole { return demand }
        if !force, model.whole == .idle, model.content != nil, !model.invalid { return nil }
        return startFetch(param)
    }

    /// `requestNextData()` or `requestPrevData()`: the demand its caller waits for, `nil` when it returns
    /// at once.
    mutating func requestPage(_ param: String, _ kind: GateKind) -> Int? {
        guard let model = params[param] else { return nil }
        guard model.content != nil else {
            if case .fetching(let demand) = model.whole { return demand }
            return startFetch(param)
        }
        guard model.whole == .idle else { return nil }
        if case .fetching(let demand) = model.page(kind) { return demand }
        guard let key = kind == .next ? model.nextKey : model.prevKey else {
            params[param]?.setPage(kind, .idle)
            return nil
        }
        let demand = expect(Gate.Call(kind: kind, param: param, key: key))
        params[param]?.setPage(kind, .fetching(demand))
        return demand
    }

    /// An entity written to the store (normalized cachers only).
    mutating func putEntity(_ row: Versioned) {
        store?[row.id] = row
        showLatestRows()
    }

    /// Whether the answer to `demand` would change anything: it is the fetch or page in flight.
    func isCurrent(_ demand: Int) -> Bool {
        guard let call = demands[demand]?.call, let model = params[call.param] else { return false }
        return (call.kind == .whole ? model.whole : model.page(call.kind)) == .fetching(demand)
    }

    /// The answer to `demand` arrived: `answer` on success, `nil` on failure.
    mutating func answer(_ demand: Int, with answer: Gate.Answer?) {
        guard isCurrent(demand), let call = demands.removeValue(forKey: demand)?.call else {
            demands[demand] = nil
            return
        }
        let param = call.param
        guard let answer else {
            if call.kind == .whole {
                params[param]?.whole = .failed
            } else {
                params[param]?.setPage(call.kind, .failed)
            }
            return
        }
        switch call.kind {
        case .whole:
            write(answer.rows, to: param, nextKey: answer.nextKey, prevKey: answer.prevKey)
            params[param]?.whole = .idle
            params[param]?.overwritten = false
        case .next, .prev:
            let merged = Self.merge(
                answer.rows, into: params[param]?.content ?? [], atEnd: call.kind == .next)
            let key = answer.rows.isEmpty ? nil : (call.kind == .next ? answer.nextKey : answer.prevKey)
            putInStore(answer.rows)
            params[param]?.content = merged
            if call.kind == .next { params[param]?.nextKey = key } else { params[param]?.prevKey = key }
            params[param]?.setPage(call.kind, .idle)
            showLatestRows()
        }
    }

    // MARK: What the library shows

    /// The state every subscriber of `param` ends on once the step has settled.
    func expectedState(_ param: String) -> LoadingState<[Versioned]> {
        let model = params[param] ?? Param()
        let isList = param != Self.entity
        let next = Self.shown(model.next, canRequest: isList && model.nextKey != nil)
        let prev = Self.shown(model.prev, canRequest: isList && model.prevKey != nil)
        switch model.whole {
        case .fetching:
            guard model.overwritten, let content = model.content else {
                return .loading(content: model.content)
            }
            return .completed(content: content, next: next, prev: prev)
        case .failed:
            return .error(rawError: GateError(), content: model.content)
        case .idle:
            guard let content = model.content else {
                return .error(rawError: StoreFlowableError.noCachedData, content: nil)
            }
            return .completed(content: content, next: next, prev: prev)
        }
    }

    /// How many params of `cacher` the registry keeps a machine for.
    func activeCount(of cacher: [String]) -> Int {
        cacher.count { params[$0]?.isActive ?? false }
    }

    // MARK: Helpers

    @discardableResult
    private mutating func startFetch(_ param: String) -> Int {
        let demand = expect(Gate.Call(kind: .whole, param: param, key: nil))
        params[param]?.whole = .fetching(demand)
        params[param]?.overwritten = false
        params[param]?.next = .idle
        params[param]?.prev = .idle
        return demand
    }

    private mutating func expect(_ call: Gate.Call) -> Int {
        demandCount += 1
        demands[demandCount] = Demand(call: call)
        return demandCount
    }

    /// Saves the whole content, stamped now (or drops it), as an update, a clear or a fetch does.
    private mutating func write(_ rows: [Versioned]?, to param: String, nextKey: String?, prevKey: String?) {
        putInStore(rows ?? [])
        params[param]?.content = rows
        params[param]?.nextKey = rows == nil ? nil : nextKey
        params[param]?.prevKey = rows == nil ? nil : prevKey
        params[param]?.invalid = false
        showLatestRows()
    }

    private mutating func putInStore(_ rows: [Versioned]) {
        guard store != nil else { return }
        for row in rows { store?[row.id] = row }
    }

    /// Every list and the entity show the store's latest rows (normalized cachers only).
    private mutating func showLatestRows() {
        guard let store else { return }
        for param in Self.lists + [Self.entity] {
            let shown = params[param]?.content?.map { store[$0.id] ?? $0 }
            params[param]?.content = shown
        }
    }

    /// `page` joined to `list`: a row already there is replaced in place, the others added at that end.
    static func merge(_ page: [Versioned], into list: [Versioned], atEnd: Bool) -> [Versioned] {
        var list = list
        var added: [Versioned] = []
        for row in page {
            if let index = list.firstIndex(where: { $0.id == row.id }) {
                list[index] = row
            } else {
                added.append(row)
            }
        }
        return atEnd ? list + added : added + list
    }

    private static func shown(_ work: Work, canRequest: Bool) -> AdditionalLoadingState {
        switch work {
        case .idle: .fixed(canRequestAdditionalData: canRequest)
        case .fetching: .loading
        case .failed: .error(rawError: GateError())
        }
    }
}

extension RegistryModel.Param {
    var isFetching: Bool {
        if case .fetching = whole { true } else { false }
    }
}
