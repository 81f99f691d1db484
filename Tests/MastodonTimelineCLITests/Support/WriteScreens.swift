/// The lists the write commands print on the demo instance, shared by their tests: what each open list
/// shows at one step of a post or a delete.
enum WriteScreens {
    /// A command's output: each step's title over the lists it shows, a blank line between steps.
    static func output(_ steps: (title: String, lists: String)...) -> String {
        steps.map { "── \($0.title) ──\n\($0.lists)\n" }.joined(separator: "\n")
    }

    /// The home timeline and the demo user's profile as loaded, before any write.
    static let withoutNewStatus = """
        home timeline
          [1] 117540949330082827 · Rosa Novak ✨ @rosan@other.example · 30m
              Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.
              #Travel
        profile @demo
          [1] 117539608314784571 · StoreFlowable Demo @demo · 6h
              We hit 1,000 stars! Thank you all <3
              #OpenSource
        """

    /// The same with the draft `local-1` first in both, while it is sent.
    static let withDraft = """
        home timeline
          [1] local-1 · StoreFlowable Demo @demo · ⏳ sending…
              Hello, world
          [2] 117540949330082827 · Rosa Novak ✨ @rosan@other.example · 30m
              Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.
              #Travel
        profile @demo
          [1] local-1 · StoreFlowable Demo @demo · ⏳ sending…
              Hello, world
          [2] 117539608314784571 · StoreFlowable Demo @demo · 6h
              We hit 1,000 stars! Thank you all <3
              #OpenSource
        """

    /// The same with the server's ID in the draft's place, dated at the instance's clock.
    static let withPostedStatus = """
        home timeline
          [1] 117541070438434361 · StoreFlowable Demo @demo · 0s
              Hello, world
          [2] 117540949330082827 · Rosa Novak ✨ @rosan@other.example · 30m
              Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.
              #Travel
        profile @demo
          [1] 117541070438434361 · StoreFlowable Demo @demo · 0s
              Hello, world
          [2] 117539608314784571 · StoreFlowable Demo @demo · 6h
              We hit 1,000 stars! Thank you all <3
              #OpenSource
        """

    /// The lists with the demo user's status `117541057133381177` first in both.
    static let withStatusToDelete = """
        home timeline
          [1] 117541057133381177 · StoreFlowable Demo @demo · 3m
              Gone soon
          [2] 117540949330082827 · Rosa Novak ✨ @rosan@other.example · 30m
              Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.
              #Travel
        profile @demo
          [1] 117541057133381177 · StoreFlowable Demo @demo · 3m
              Gone soon
          [2] 117539608314784571 · StoreFlowable Demo @demo · 6h
              We hit 1,000 stars! Thank you all <3
              #OpenSource
        """
}
