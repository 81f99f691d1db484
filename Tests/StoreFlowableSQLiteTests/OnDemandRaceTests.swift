import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Reads that bring entities from the file race with removals and updates through the store: whatever
/// the interleaving, removed entities end absent from memory, lists and disk, updated ones with their
/// last value, and no reader sees an update undone.
@Suite struct OnDemandRaceTests {
    enum Operation: Sendable {
        case read(String)
        case readMany([String])
        case readList(String)
        case count
        case remove(String)
        /// Removes from memory only.
        case forget(String)
        case like(String)
    }

    /// The race's operations for `seed`, shuffled, and what they must end with: the notes removed, those
    /// removed from memory only, and how many times each updated note is liked. No note has two of these.
    static func operations(
        seed: UInt64, notes: [Note], lists: [String]
    ) -> (operations: [Operation], removed: Set<String>, forgotten: Set<String>, likes: [String: Int]) {
        var generator = SeededGenerator(state: seed)
        let ids = notes.map(\.id).shuffled(using: &generator)
        // In arrays, not sets: the order they are shuffled from is the same on every run.
        let removed = Array(ids[0..<40])
        let liked = ids[40..<80].map { ($0, Int.random(in: 1...4, using: &generator)) }
        let forgotten = Array(ids[80..<100])
        var operations = removed.map(Operation.remove) + forgotten.map(Operation.forget)
        operations += liked.flatMap { id, count in Array(repeating: Operation.like(id), count: count) }
        for _ in 0..<300 {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0: operations.append(.count)
            case 1...2: operations.append(.readList(lists.randomElement(using: &generator) ?? "l0"))
            case 3...8:
                operations.append(.readMany((0..<5).map { _ in ids.randomElement(using: &generator) ?? "" }))
            default: operations.append(.read(ids.randomElement(using: &generator) ?? ""))
            }
        }
        let likes = Dictionary(uniqueKeysWithValues: liked)
        return (operations.shuffled(using: &generator), Set(removed), Set(forgotten), likes)
    }

    /// Runs `operations` in order; returns what it saw that no interleaving allows: a note read with a
    /// value never stored, with fewer likes than this task saw before, or after this task removed it.
    static func run(
        _ operations: some Sequence<Operation>, on persisted: SQLiteStore,
        timelines: SQLiteListCacher<String, Note, Int>, stored: [String: Note]
    ) async throws -> [String] {
        var seenLikes: [String: Int] = [:]
        var violations: [String] = []
        var removedHere: Set<String> = []
        func saw(_ notes: [Note]) {
            for note in notes {
                if removedHere.contains(note.id) { violations.append("\(note.id) read after its removal") }
                var unliked = note
                unliked.likes = 0
                if stored[note.id] != unliked { violations.append("\(note.id) read as \(note)") }
                if note.likes < seenLikes[note.id, default: 0] { violations.append("\(note.id) lost a like") }
                seenLikes[note.id] = note.likes
            }
        }
        for operation in operations {
            switch operation {
            case .read(let id): saw(persisted.store.entity(Note.self, id: id).map { [$0] } ?? [])
            case .readMany(let ids): saw(persisted.store.entities(Note.self, ids: ids))
            case .readList(let param): saw(await timelines.loadData(param: param) ?? [])
            case .count: _ = persisted.store.count(of: Note.self)
            case .remove(let id):
                try await persisted.remove(Note.self, id: id)
                removedHere.insert(id)
            case .forget(let id):
                persisted.store.remove(Note.self, id: id)
                removedHere.insert(id)
            case .like(let id): try await persisted.update(Note.self, id: id) { $0.likes += 1 }
            }
        }
        return violations
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func givenReopenedStore_whenReadsRaceWithRemovalsAndUpdates_thenTheEndStateIsDeterminedByTheWrites(
        seed: UInt64
    ) async throws {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 4, perList: 50)
        try await stored.store(at: folder.database)
        let byID = Dictionary(uniqueKeysWithValues: stored.notes.map { ($0.id, $0) })
        let (operations, removed, forgotten, likes) = Self.operations(
            seed: seed, notes: stored.notes, lists: stored.lists.map(\.param))
        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        let tasks = 4

        let violations = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<tasks {
                let mine = operations.enumerated().filter { $0.offset % tasks == task }.map(\.element)
                group.addTask {
                    try await Self.run(mine, on: reopened, timelines: timelines, stored: byID)
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }

        #expect(violations == [])
        // In memory, where forgotten notes are gone too, then on disk, where they are kept: as a store
        // opened afresh on the file reads it.
        let afresh = try await openNotes(at: folder.database)
        let afreshTimelines = try await SQLiteListCacher<String, Note, Int>(in: afresh, name: "timelines")
        for (persisted, timelines, gone) in [
            (reopened, timelines, removed.union(forgotten)), (afresh, afreshTimelines, removed),
        ] {
            let store = persisted.store
            for (param, notes) in stored.lists {
                let expected = notes.compactMap { note -> Note? in
                    guard !gone.contains(note.id) else { return nil }
                    var note = note
                    note.likes = likes[note.id] ?? 0
                    return note
                }
                #expect(await timelines.loadData(param: param) == expected, "\(param)")
            }
            for id in gone {
                #expect(store.entity(Note.self, id: id) == nil, "\(id) was removed")
                #expect(store.entityInMemory(Note.self, id: id) == nil, "\(id) was removed")
            }
            for id in forgotten.subtracting(gone) {
                #expect(store.entity(Note.self, id: id) == byID[id], "\(id) was removed from memory only")
            }
            for (id, count) in likes {
                #expect(store.entity(Note.self, id: id)?.likes == count, "\(id) was liked \(count) times")
            }
            #expect(store.count(of: Note.self) == 200 - gone.count)
        }
    }
}
