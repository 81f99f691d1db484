import MastodonAPI
import MastodonDemoInstance
import StoreFlowable

/// The `demo` subcommand: one post open on three screens (the home timeline, its status screen, its
/// author's profile) over one store. Favourited from the home timeline, it shows favourited on the
/// other two with no request of their own; its author renamed on the server, one refreshed profile
/// header shows the new name on all three. With a cache, bookmarked while the instance is offline, it
/// waits in the outbox, marked on all three, and one request sends it once the instance is back.
struct NormalizedStoreDemo {
    /// The page size of the timelines.
    static let limit = 40
    /// How many pages of the home timeline are searched for a post to open.
    static let maximumPages = 5

    let store: TimelineStore
    let instance: DemoInstance
    let output: any TextSink
    let errorOutput: any TextSink

    /// A failure of the story, told as one line.
    struct StoryError: Error, CustomStringConvertible {
        let description: String
    }

    /// Tells the story; returns 0 when every screen showed each change as told.
    func run() async -> Int32 {
        do {
            return try await tell()
        } catch {
            errorOutput.write("error: \(ErrorMessage.line(for: error))\n")
            return 1
        }
    }

    /// The three screens the post is open on, and the subscriber of the profile's header.
    struct Screens {
        var home: DemoScreen
        var thread: DemoScreen
        var profile: DemoScreen
        let header: AnyStoreFlowable<Account>
        var headerStates: LoadingStateSequence<Account>.Iterator

        var all: [DemoScreen] { [home, thread, profile] }

        /// Waits until every screen's list satisfies `isDone`.
        mutating func settle(until isDone: ([Status]) -> Bool) async throws {
            try await home.settle(until: isDone)
            try await thread.settle(until: isDone)
            try await profile.settle(until: isDone)
        }
    }

    private func tell() async throws -> Int32 {
        output.write("StoreFlowable demo: three screens, one store\n\n")
        var (post, screens) = try await open()
        try await favourite(post, on: &screens)
        try await rename(post, on: &screens)
        if store.persisted != nil {
            try await bookmarkOffline(post, on: &screens)
            output.write("It is all in the cache too: the next run shows the favourite before any request.\n")
        }
        return 0
    }

    /// Opens the home timeline, picks a post there, and opens its status screen and its author's profile.
    private func open() async throws -> (Status, Screens) {
        let requestsAtStart = instance.requestCount
        let home = store.timeline(TimelineRequest(timeline: .home, limit: Self.limit))
        var homeScreen = DemoScreen(name: "home", states: home.publish().makeAsyncIterator())
        try await homeScreen.settle()
        await showRemembered(homeScreen.content, requestsAtStart: requestsAtStart)
        var post = candidate(in: homeScreen.content)
        for _ in 1..<Self.maximumPages where post == nil && homeScreen.canLoadMore {
            await home.requestNextData(continueWhenError: false)
            try await homeScreen.settle()
            post = candidate(in: homeScreen.content)
        }
        guard let post else { throw StoryError(description: "no post on the home timeline to open") }
        let author = post.account
        let homeRequests = instance.requestCount - requestsAtStart
        output.write("Home timeline: \(homeScreen.content.count) posts (HTTP requests: \(homeRequests)).\n")
        output.write("Post \(TerminalText.clean(post.id)) by \(StatusText.name(of: author)) ")
        output.write("@\(StatusText.address(of: author)), opened on three screens:\n")

        var before = instance.requestCount
        let thread = store.thread(ThreadRequest(statusID: post.id))
        var threadScreen = DemoScreen(name: "status", states: thread.publish().makeAsyncIterator())
        try await threadScreen.settle()
        let threadRequests = instance.requestCount - before
        before = instance.requestCount
        let header = store.account(id: author.id)
        var headerStates = header.publish().makeAsyncIterator()
        _ = try await Self.account(&headerStates) { _ in true }
        let profile = store.timeline(
            TimelineRequest(timeline: .account(author.id, excludeReplies: true), limit: Self.limit))
        var profileScreen = DemoScreen(name: "profile", states: profile.publish().makeAsyncIterator())
        try await profileScreen.settle()
        let profileRequests = instance.requestCount - before
        let screens = Screens(
            home: homeScreen, thread: threadScreen, profile: profileScreen, header: header,
            headerStates: headerStates)
        guard screens.all.allSatisfy({ $0.number(of: post.id) != nil }) else {
            throw StoryError(description: "the post is not on every screen")
        }
        describe(post.id, on: screens.all)
        output.write(
            "HTTP requests to open the status screen: \(threadRequests) (the status and its thread); ")
        output.write("the profile: \(profileRequests) (the account and its posts)\n")
        return (post, screens)
    }

    /// Favourites the post from the home timeline; the other screens show it with no request.
    private func favourite(_ post: Status, on screens: inout Screens) async throws {
        output.write("\nFavouriting it from the home timeline…\n")
        let before = instance.requestCount
        _ = try await store.perform(.favourite, onStatusID: post.id)
        let requests = instance.requestCount - before
        try await screens.settle { Self.isFavourited(post.id, in: $0) }
        describe(post.id, on: screens.all)
        showFrames(of: screens, postID: post.id)
        output.write("HTTP requests for the favourite: \(requests)\n")
        guard requests == 1 else {
            throw StoryError(description: "the favourite did not reach every screen with one request")
        }
        output.write("The status and profile screens show it with no request of their own: the server's ")
        output.write("answer was\nwritten once, to the one status every screen shows.\n")
    }

    /// Renames the post's author on the server and refreshes the profile's header only; every screen
    /// shows the new name.
    private func rename(_ post: Status, on screens: inout Screens) async throws {
        let author = post.account
        let newName = HTMLText.decodingEntities(in: author.displayName) + " (renamed)"
        output.write("\nThe demo instance renames @\(StatusText.address(of: author)); ")
        output.write("refreshing the profile's header…\n")
        instance.rename(accountID: author.id, to: newName)
        let before = instance.requestCount
        await screens.header.refresh()
        let renamed = try await Self.account(&screens.headerStates) { $0.displayName == newName }
        try await screens.settle { Self.author(of: post.id, in: $0)?.displayName == newName }
        let requests = instance.requestCount - before
        for screen in screens.all {
            guard let number = screen.number(of: post.id),
                let shown = Self.author(of: post.id, in: screen.content)
            else { continue }
            let name = "\(StatusText.name(of: shown)) @\(StatusText.address(of: shown))"
            output.write("  \(screen.paddedName) [\(number)] \(name)\n")
        }
        output.write(
            "  profile header  \(StatusText.name(of: renamed)) @\(StatusText.address(of: renamed))\n")
        showFrames(of: screens, postID: post.id)
        output.write("HTTP requests for the new name: \(requests)\n")
        guard requests == 1 else {
            throw StoryError(description: "the new name did not reach every screen with one request")
        }
        output.write("Every screen shows the new name: the account is stored once, and every status it ")
        output.write("wrote\nreads it from there.\n")
    }

    /// The first post of `list` to open: an original that is not a reply (a profile leaves replies out),
    /// by someone other than the demo user, not favourited yet; one with replies when there is one, so
    /// that its status screen shows a thread.
    private func candidate(in list: [Status]) -> Status? {
        let demoUser = instance.world.demoAccountID
        let candidates = list.filter { item in
            item.reblog == nil && item.inReplyToId == nil && item.account.id != demoUser
                && item.favourited != true
        }
        return candidates.first { $0.repliesCount > 0 } ?? candidates.first
    }

    /// Shows the posts favourited in an earlier run, on every screen whose cached list holds them.
    private func showRemembered(_ homeList: [Status], requestsAtStart: Int) async {
        let remembered = homeList.filter { $0.reblog == nil && $0.favourited == true }
        guard !remembered.isEmpty else { return }
        let requests = instance.requestCount - requestsAtStart
        output.write("From the cache of an earlier run (HTTP requests so far: \(requests)), favourited:\n")
        for post in remembered {
            var lists = [("home", homeList)]
            if let thread = await store.cachedThread(ThreadRequest(statusID: post.id)) {
                lists.append(("status", thread))
            }
            let profile = TimelineRequest(
                timeline: .account(post.account.id, excludeReplies: true), limit: Self.limit)
            if let posts = await store.cachedTimeline(profile) {
                lists.append(("profile", posts))
            }
            for (name, list) in lists {
                guard let index = list.firstIndex(where: { $0.displayed.id == post.id }) else { continue }
                output.write(
                    "  \(DemoScreen.pad(name)) [\(index + 1)] \(StatusText.counts(of: list[index].displayed))\n"
                )
            }
        }
        output.write("\n")
    }

    /// The three screens as the full-screen reader draws them, the post selected on each.
    private func showFrames(of screens: Screens, postID: String) {
        let header =
            screens.all.last?.content.first { $0.displayed.id == postID }.flatMap { post in
                store.entities.entity(Account.self, id: post.displayed.account.id)
            }
            .map {
                ProfileHeader.lines(
                    of: $0,
                    reading: ReadingStyle(width: 76, colours: false, expandsContentWarnings: false))
            } ?? []
        output.write(
            DemoFrames.text(
                of: screens.all, postID: postID, now: instance.clock(), profileHeader: Array(header.prefix(2))
            ))
    }

    private func describe(_ id: String, on screens: [DemoScreen]) {
        for screen in screens {
            guard let number = screen.number(of: id) else { continue }
            let counts = StatusText.counts(of: screen.content[number - 1].displayed)
            output.write("  \(screen.paddedName) [\(number)] \(counts)\n")
        }
    }

    private static func isFavourited(_ id: String, in list: [Status]) -> Bool {
        list.contains { $0.displayed.id == id && $0.displayed.favourited == true }
    }

    private static func author(of id: String, in list: [Status]) -> Account? {
        list.first { $0.displayed.id == id }?.displayed.account
    }

    /// The next settled account that satisfies `isDone`; throws the error of a failed load.
    private static func account(
        _ states: inout LoadingStateSequence<Account>.Iterator, until isDone: (Account) -> Bool
    ) async throws -> Account {
        while let state = await states.next() {
            if case .error(let error, _) = state { throw error }
            if case .completed(let account, _, _) = state, isDone(account) { return account }
        }
        throw CancellationError()
    }
}
