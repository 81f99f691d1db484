import Foundation
import Synchronization

/// The plainest code that does the same work as each library operation, measured in the same process
/// right before it, so that every figure is also a ratio that does not depend on the machine.
enum Floors {
    /// Nanoseconds for a `Mutex`-guarded dictionary lookup plus reading the clock, in an `async` function.
    static func lockedLookup(calls: Int) async -> Double {
        let table = Mutex<[Int: Int]>([1: 1])
        var sum = 0.0
        let seconds = await measure {
            for _ in 0..<calls { sum += await lookUp(table, at: Date().timeIntervalSince1970) }
        }
        precondition(sum == Double(calls))
        return seconds / Double(calls) * 1e9
    }

    @inline(never)
    private static func lookUp(_ table: borrowing Mutex<[Int: Int]>, at now: Double) async -> Double {
        table.withLock { Double($0[1] ?? 0) } + (now > 0 ? 0 : 1)
    }

    /// Nanoseconds for a `Mutex`-guarded dictionary write plus reading the clock, in an `async` function.
    static func lockedWrite(calls: Int) async -> Double {
        let table = Mutex<[Int: (Int, Double)]>([:])
        let seconds = await measure {
            for value in 0..<calls { await write(value, into: table, at: Date().timeIntervalSince1970) }
        }
        precondition(table.withLock { $0[1]?.0 } == calls - 1)
        return seconds / Double(calls) * 1e9
    }

    @inline(never)
    private static func write(_ value: Int, into table: borrowing Mutex<[Int: (Int, Double)]>, at now: Double)
        async
    {
        table.withLock { $0[1] = (value, now) }
    }

    /// Microseconds to create an `AsyncStream`, yield one value and read it.
    static func streamFirstValue(count: Int) async -> Double {
        var sum = 0
        let seconds = await measure {
            for value in 0..<count {
                let (stream, continuation) = AsyncStream.makeStream(
                    of: Int.self, bufferingPolicy: .bufferingNewest(1))
                continuation.yield(value)
                for await received in stream {
                    sum &+= received
                    break
                }
            }
        }
        precondition(sum == (0..<count).reduce(0, &+))
        return seconds / Double(count) * 1e6
    }

    /// Milliseconds for `subscribers` streams (newest-1 buffering), each yielded the same `values` values
    /// and read by a task of its own to the last.
    static func streamFanout(subscribers: Int, values: Int) async -> Double {
        let streams = (0..<subscribers).map { _ in
            AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        }
        let readers = streams.map { stream, _ in
            Task {
                for await value in stream where value == values { return }
            }
        }
        return await measure {
            for value in 1...values {
                for (_, continuation) in streams { continuation.yield(value) }
            }
            for reader in readers { await reader.value }
        } * 1e3
    }

    /// Seconds for the pages appended to a plain array with a `Set` of IDs against duplicates, with one
    /// `AsyncStream` yield and read of the list per page, and the seconds of each page after the first.
    static func pagedAppends<Item: Identifiable & Sendable>(
        _ pages: [[Item]]
    ) async -> (total: Double, pageTimes: [Double]) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: [Item].self, bufferingPolicy: .bufferingNewest(1))
        var reader = stream.makeAsyncIterator()
        var pageTimes: [Double] = []
        pageTimes.reserveCapacity(pages.count)
        var list: [Item] = []
        var ids: Set<Item.ID> = []
        var shown = 0
        let total = await measure {
            for page in pages {
                pageTimes.append(
                    await measure {
                        for item in page where ids.insert(item.id).inserted { list.append(item) }
                        continuation.yield(list)
                        shown = await reader.next()?.count ?? 0
                    })
            }
        }
        precondition(shown == pages.reduce(0) { $0 + $1.count })
        return (total, Array(pageTimes.dropFirst()))
    }
}

extension Floors {
    /// Seconds for appending each of `pages` to a copy of a list that starts as `stored` and that a
    /// reader holds: one page joined to a long kept list, with no merge at all.
    static func appendsToSharedList(_ pages: [[FeedItem]], onto stored: [FeedItem]) async -> Double {
        var kept = stored
        var shown = stored
        let seconds = await measure {
            for page in pages {
                var grown = kept
                grown.append(contentsOf: page)
                kept = grown
                shown = kept
            }
        }
        precondition(shown.count == stored.count + 40 * pages.count)
        return seconds
    }
}
