import StoreFlowable

/// A list item of about ten fields, several of them heap-allocated strings, like a timeline entry.
struct FeedItem: Identifiable, Sendable {
    let id: String
    let author: String
    let handle: String
    let text: String
    let url: String
    let createdAt: Double
    let likes: Int
    let boosts: Int
    let replies: Int
    let language: String

    /// An item whose strings are all longer than 15 bytes, so each lives in a heap buffer of its own.
    static func make(_ number: Int) -> FeedItem {
        FeedItem(
            id: "1153\(String(number).leftPadded(to: 14))",
            author: "Author number \(number % 97) of the feed",
            handle: "@author\(number % 97)@social.example.org",
            text: "Post \(number): a few words of text that are long enough to live on the heap.",
            url: "https://social.example.org/@author\(number % 97)/\(number)",
            createdAt: 1_700_000_000 - Double(number),
            likes: number % 13,
            boosts: number % 7,
            replies: number % 5,
            language: "en"
        )
    }

    /// An item whose strings fit in 15 bytes, so they are stored inline and copying needs no retain.
    static func makeCompact(_ number: Int) -> FeedItem {
        FeedItem(
            id: String(115_300_000_000_000 + number),
            author: "Author \(number % 97)",
            handle: "@a\(number % 97)@ex.org",
            text: "Post \(number)",
            url: "https://ex/\(number)",
            createdAt: 1_700_000_000 - Double(number),
            likes: number % 13,
            boosts: number % 7,
            replies: number % 5,
            language: "en"
        )
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

/// Serves prebuilt pages of 40 items instantly: page `n` is items `40 n ..< 40 (n + 1)`.
struct FeedFetcher: PaginationFetcher {
    typealias Key = String

    let pages: [[FeedItem]]

    func fetch(param: Int) async throws -> PaginationFetchResult<FeedItem, String> {
        PaginationFetchResult(data: pages[0], nextKey: "1")
    }

    func fetchNext(nextKey: String, param: Int) async throws -> PaginationFetchResult<FeedItem, String> {
        let index = Int(nextKey) ?? pages.count
        guard index < pages.count else { return PaginationFetchResult(data: [], nextKey: nil) }
        return PaginationFetchResult(data: pages[index], nextKey: String(index + 1))
    }
}

enum PaginationBenchmarks {
    static let repetitions = 11
    static let pageCount = 251

    static func run(into report: inout Report) async {
        print("pagination")
        let compact = await measureItems(FeedItem.makeCompact)
        let heap = await measureItems(FeedItem.make)
        report.add(
            "pagination_250_pages_ms", compact.totalMilliseconds, floor: compact.floorMilliseconds,
            base: "pagination_250_pages", unit: "ms", target: "<= 5", ratioTarget: "<= 3")
        report.add(
            "pagination_late_over_early_pages", compact.latePageMicroseconds / compact.earlyPageMicroseconds,
            unit: "x", target: "<= 1.2")
        report.add("pagination_append_over_copy_ratio", compact.lateOverCopy, unit: "x", target: "<= 3")
        report.add("pagination_early_page_us", compact.earlyPageMicroseconds, unit: "us", target: "(none)")
        report.add("pagination_late_page_us", compact.latePageMicroseconds, unit: "us", target: "(none)")
        report.add(
            "pagination_250_pages_heap_strings_ms", heap.totalMilliseconds, unit: "ms", target: "(none)")
        report.add(
            "pagination_append_over_copy_ratio_heap_strings", heap.lateOverCopy, unit: "x", target: "<= 3")
    }

    struct Figures {
        var totalMilliseconds: Double
        var floorMilliseconds: Double
        var lateOverCopy: Double
        var earlyPageMicroseconds: Double
        var latePageMicroseconds: Double
    }

    /// Medians over the repetitions of the time for 251 pages and of its floor, the ratio of a late page (241–250) to one
    /// copy of 10,000 items, and the time of an early (1–10) and a late page, for items made by `make`.
    static func measureItems(_ make: (Int) -> FeedItem) async -> Figures {
        let pages = (0..<pageCount).map { page in (0..<40).map { make(page * 40 + $0) } }
        let tenThousand = Array(pages.joined().prefix(10_000))
        var totals: [Double] = []
        var floors: [Double] = []
        var ratios: [Double] = []
        var early: [Double] = []
        var late: [Double] = []
        // A first run that is not counted: it pays for one-time costs such as the runtime's type metadata.
        _ = await paginate(pages)
        _ = await Floors.pagedAppends(pages)
        for _ in 0..<repetitions {
            floors.append(await Floors.pagedAppends(pages).total * 1e3)
            let (total, pageTimes) = await paginate(pages)
            let latePage = median(Array(pageTimes[240..<250]))
            totals.append(total * 1e3)
            ratios.append(latePage / (await copyTime(of: tenThousand)))
            early.append(median(Array(pageTimes[0..<10])) * 1e6)
            late.append(latePage * 1e6)
        }
        print("    copy of 10,000 items: \(Report.format(await copyTime(of: tenThousand) * 1e6)) us")
        return Figures(
            totalMilliseconds: median(totals), floorMilliseconds: median(floors),
            lateOverCopy: median(ratios),
            earlyPageMicroseconds: median(early), latePageMicroseconds: median(late))
    }

    /// Seconds for the first page and 250 more seen by a subscriber, and the seconds of each
    /// `requestNextData()` call, page 1 first.
    static func paginate(_ pages: [[FeedItem]]) async -> (total: Double, pageTimes: [Double]) {
        await UserCacherBenchmarks.paginate(pages, on: InMemoryPaginationCacher<Int, FeedItem, String>())
    }

    /// The median seconds to copy `items` once.
    static func copyTime(of items: [FeedItem]) async -> Double {
        var samples: [Double] = []
        for _ in 0..<21 {
            var copy = items
            samples.append(await measure { copy.append(items[0]) })
            precondition(copy.count == items.count + 1)
        }
        return median(samples)
    }
}
