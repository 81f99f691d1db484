import StoreFlowable

/// The steps of a randomized registry run: each tells the model, then does the same through the API.
extension RegistryRun {
    static let params = RegistryModel.lists + [RegistryModel.entity]

    mutating func step() async {
        let param = Self.params.randomElement(using: &random) ?? "a"
        let list = RegistryModel.lists.randomElement(using: &random) ?? "a"
        switch Int.random(in: 0..<24, using: &random) {
        case 0..<3: await subscribe(param)
        case 3..<5: await unsubscribe()
        case 5..<7: await update(param)
        case 7: await clear(param)
        case 8: await clearAll(Int.random(in: 0..<3, using: &random))
        case 9: invalidate(Int.random(in: 0..<3, using: &random) == 0 ? nil : param)
        case 10: await refetch(onLists: Bool.random(using: &random))
        case 11..<13: await call(Bool.random(using: &random) ? .whole : .next, on: param)
        case 13..<16: await call(Bool.random(using: &random) ? .next : .prev, on: list)
        case 16..<18 where setup.store != nil: await writeEntity()
        default:
            let pending = model.demands.keys.sorted()
            guard let demand = pending.randomElement(using: &random) else { return await subscribe(param) }
            await respond(to: demand, succeeding: Int.random(in: 0..<4, using: &random) > 0)
        }
    }

    private mutating func subscribe(_ param: String) async {
        let showsAtOnce = model.subscribe(param)
        let name = "s\(everySubscriber.count)"
        note("\(name) subscribes to \(param)")
        let subscriber = makeSubscriber(param, name: name, cacheOnly: false)
        subscribers.append(subscriber)
        everySubscriber.append(subscriber)
        await sync()
        guard showsAtOnce, let first = subscriber.states.first, failures.isEmpty else { return }
        if first != model.expectedState(param) {
            failures.append("\(name) was first shown \(first), not the valid content at once")
        }
    }

    private func makeSubscriber(_ param: String, name: String, cacheOnly: Bool) -> RegistrySubscriber {
        if let flowable = setup.lists[param] {
            let states = cacheOnly ? flowable.publishCacheOnly() : flowable.publish()
            return RegistrySubscriber(states, param: param, name: name, asList: { $0 })
        }
        let states = cacheOnly ? setup.entity.publishCacheOnly() : setup.entity.publish()
        return RegistrySubscriber(states, param: param, name: name, asList: { [$0] })
    }

    private mutating func unsubscribe() async {
        guard !subscribers.isEmpty else { return }
        let gone = subscribers.remove(at: Int.random(in: 0..<subscribers.count, using: &random))
        note("\(gone.name) leaves \(gone.param)")
        model.unsubscribe(gone.param)
        await gone.stop()
    }

    private mutating func update(_ param: String) async {
        version += 1
        if let flowable = setup.lists[param] {
            let rows = rows(of: param, Int.random(in: 1...3, using: &random))
            let next = Int.random(in: 0..<4, using: &random) > 0 ? "n\(version)" : nil
            let prev = Bool.random(using: &random) ? "p\(version)" : nil
            note("update(\(param), v\(version), \(next ?? "-"), \(prev ?? "-"))")
            model.overwrite(param, with: rows, nextKey: next, prevKey: prev)
            await flowable.update(newData: rows, nextKey: next, prevKey: prev)
        } else {
            let row = Versioned(id: entityID(), version: version)
            note("update(e, \(row.id) v\(version))")
            model.overwrite(param, with: [row], nextKey: nil, prevKey: nil)
            await setup.entity.update(newData: row)
        }
    }

    private mutating func clear(_ param: String) async {
        note("clear(\(param))")
        model.overwrite(param, with: nil, nextKey: nil, prevKey: nil)
        if let flowable = setup.lists[param] { await flowable.clear() } else { await setup.entity.clear() }
    }

    private mutating func clearAll(_ which: Int) async {
        switch which {
        case 0:
            note("lists.clearAll()")
            model.clearAll(RegistryModel.lists, emptyingStore: false)
            try? await setup.clearLists()
        case 1:
            note("entities.clearAll()")
            model.clearAll([RegistryModel.entity], emptyingStore: false)
            try? await setup.clearEntities()
        default:
            note("partition.clearAll()")
            model.clearAll(Self.params, emptyingStore: true)
            try? await setup.partition.clearAll()
        }
    }

    /// Invalidates `param`, or every param of the partition.
    private mutating func invalidate(_ param: String?) {
        note("invalidate(\(param ?? "partition"))")
        model.invalidate(param.map { [$0] } ?? Self.params)
        switch param {
        case nil: setup.partition.invalidateAll()
        case RegistryModel.entity: setup.invalidateEntity()
        case let param?: setup.invalidateList(param)
        }
    }

    private mutating func refetch(onLists: Bool) async {
        note("refetch(\(onLists ? "lists" : "entities"))")
        model.refetchStale(onLists ? RegistryModel.lists : [RegistryModel.entity])
        await setup.refetch(onLists)
    }

    /// Starts a caller: `validate()` or `refresh()` for `.whole`, or a page request. It runs on while the
    /// fetch or page it waits for is in flight.
    private mutating func call(_ kind: GateKind, on param: String) async {
        let flowable = setup.lists[param]
        let entity = setup.entity
        let name: String
        let waitsOn: Int?
        let operation: @Sendable () async -> Void
        let demandsBefore = model.demandCount
        switch kind {
        case .whole:
            let force = Bool.random(using: &random)
            name = force ? "refresh(\(param))" : "validate(\(param))"
            waitsOn = model.validate(param, force: force)
            operation = {
                if let flowable {
                    if force { await flowable.refresh() } else { await flowable.validate() }
                } else {
                    if force { await entity.refresh() } else { await entity.validate() }
                }
            }
        case .next, .prev:
            guard let flowable else { return }
            name = kind == .next ? "requestNext(\(param))" : "requestPrev(\(param))"
            waitsOn = model.requestPage(param, kind)
            operation = {
                if kind == .next {
                    await flowable.requestNextData()
                } else {
                    await flowable.requestPrevData()
                }
            }
        }
        note("\(name) waiting for \(waitsOn.map { "#\($0)" } ?? "nothing")")
        callers.append(Caller(name: name, task: Task { await operation() }, waitsOn: waitsOn))
        // A call that joins work in flight makes no fetch: wait until it is counted waiting.
        if waitsOn != nil, model.demandCount == demandsBefore { await waitForJoins(of: param) }
    }

    /// Writes an entity to the store, changing one that lists or the entity show, or another.
    private mutating func writeEntity() async {
        guard let store = setup.store, let ids = model.store?.keys.sorted() else { return }
        version += 1
        let version = version
        if let id = ids.randomElement(using: &random), Bool.random(using: &random) {
            note("store.update(\(id), v\(version))")
            model.putEntity(Versioned(id: id, version: version))
            store.update(Versioned.self, id: id) { $0.version = version }
        } else {
            let id = (ids + ["x", "y"]).randomElement(using: &random) ?? "y"
            note("store.put(\(id), v\(version))")
            model.putEntity(Versioned(id: id, version: version))
            store.put(Versioned(id: id, version: version))
        }
    }

    /// Answers `demand`: a fetch or page in flight as `succeeding` says, one given up with a failure.
    mutating func respond(to demand: Int, succeeding: Bool) async {
        guard let call = model.demands[demand]?.call, let number = model.demands[demand]?.number else {
            return
        }
        let current = model.isCurrent(demand)
        let answer = current && succeeding ? makeAnswer(call) : nil
        let result = answer.map { "v\(version) \($0.rows.map(\.id))" } ?? "failure"
        note("answer #\(demand)=call \(number) \(call)\(current ? "" : " (given up)"): \(result)")
        model.answer(demand, with: answer)
        setup.gate.respond(number, with: answer.map { .success($0) } ?? .failure(GateError()))
        let param = call.param
        guard current, call.kind == .whole, model.params[param]?.subscribers == 0,
            !callers.contains(where: { $0.waitsOn == demand })
        else { return }
        // Nobody waits for this fetch: a cache-only subscriber sees it land.
        let witness = makeSubscriber(param, name: "witness", cacheOnly: true)
        let expected = model.expectedState(param)
        if !(await witness.waitForLatest(expected)) {
            failures.append("a cache-only subscriber of \(param) ended before showing \(expected)")
        }
        await witness.stop()
    }

    private mutating func makeAnswer(_ call: Gate.Call) -> Gate.Answer {
        version += 1
        switch call.kind {
        case .whole where call.param == RegistryModel.entity:
            return Gate.Answer(rows: [Versioned(id: entityID(), version: version)])
        case .whole:
            return Gate.Answer(
                rows: rows(of: call.param, Int.random(in: 1...3, using: &random)),
                nextKey: Int.random(in: 0..<4, using: &random) > 0 ? "n\(version)" : nil,
                prevKey: Bool.random(using: &random) ? "p\(version)" : nil)
        case .next, .prev:
            let rows = rows(of: call.param, Int.random(in: 0...2, using: &random))
            let key =
                Int.random(in: 0..<3, using: &random) > 0
                ? "\(call.kind == .next ? "n" : "p")\(version)" : nil
            return call.kind == .next
                ? Gate.Answer(rows: rows, nextKey: key) : Gate.Answer(rows: rows, prevKey: key)
        }
    }

    /// `count` distinct rows of `param`'s pool at the current version; the pools share "x".
    private mutating func rows(of param: String, _ count: Int) -> [Versioned] {
        let pool = (0..<6).map { "\(param)\($0)" } + ["x"]
        return pool.shuffled(using: &random).prefix(count).map { Versioned(id: $0, version: version) }
    }

    /// The row the entity flowable shows: one the lists may show too.
    private mutating func entityID() -> String {
        ["x", "a0", "b0"].randomElement(using: &random) ?? "x"
    }
}
