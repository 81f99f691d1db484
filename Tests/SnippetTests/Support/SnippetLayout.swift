/// Which files hold each doc's Swift: the layout its text describes, under `Tests/Snippets`.
///
/// A doc's blocks are in its files in the order the doc gives them: the first blocks in the first file, and
/// so on. A file may hold more than the doc's blocks (imports the text names, stand-ins for what the doc
/// leaves to the reader, functions around statements); each block is in it as written, with one
/// indentation added to all of its lines at most.
enum SnippetLayout {
    /// The docs with Swift in them, each with its files, from the package root.
    static let files: [String: [String]] = [
        // Two programs: Usage and Pagination; the normalized store and the sections after it.
        "README.md": ["Tests/Snippets/ReadmeUsage/main.swift", "Tests/Snippets/ReadmeStore/main.swift"],
        // The guide's `Sources/Contacts/main.swift`.
        "\(catalog)/GettingStarted.md": ["Tests/Snippets/GettingStarted/main.swift"],
        // The two articles that build on the guide's `UserFetcher` and `FakeAPI`, in its program.
        "\(catalog)/StoreFlowable.md": ["Tests/Snippets/GettingStarted/Overview.swift"],
        "\(catalog)/HowAStateTravels.md": ["Tests/Snippets/GettingStarted/HowAStateTravels.swift"],
        "\(catalog)/ManagingTheCacheLifecycle.md": [
            "Tests/Snippets/Articles/ManagingTheCacheLifecycle.swift"
        ],
        "\(catalog)/NormalizedStore.md": ["Tests/Snippets/Articles/NormalizedStore.swift"],
        "\(catalog)/PaginatingLists.md": ["Tests/Snippets/Articles/PaginatingLists.swift"],
        "\(catalog)/KeepingYourPlace.md": ["Tests/Snippets/Articles/KeepingYourPlace.swift"],
        "\(catalog)/SigningInAndOutOfSeveralAccounts.md": ["Tests/Snippets/Articles/SigningInAndOut.swift"],
        "\(catalog)/UsingFlowablesInSwiftUI.md": [
            "Tests/Snippets/Articles/UsingFlowablesInSwiftUI.swift",
            "Tests/Snippets/Articles/TimelineView.swift",
        ],
        "\(sqliteCatalog)/Persistence.md": ["Tests/Snippets/Articles/Persistence.swift"],
        "\(sqliteCatalog)/StoreFlowableSQLite.md": [
            "Tests/Snippets/Articles/StoreFlowableSQLiteOverview.swift"
        ],
        "\(sqliteCatalog)/WorkingOffline.md": ["Tests/Snippets/Articles/WorkingOffline.swift"],
        // The test target the landing page's manifest block declares, `AppTests`.
        "\(testingCatalog)/StoreFlowableTesting.md": [
            "Tests/Snippets/TestingArticle/AppTests/LandingPageTests.swift"
        ],
        // The model in the app's target, the tests in a test target of their own.
        "\(testingCatalog)/TestingCodeThatUsesStoreFlowable.md": [
            "Tests/Snippets/TestingArticle/App/ProfileModel.swift",
            "Tests/Snippets/TestingArticle/AppTests/ProfileModelTests.swift",
        ],
    ]

    static let catalog = "Sources/StoreFlowable/Documentation.docc"
    static let sqliteCatalog = "Sources/StoreFlowableSQLite/Documentation.docc"
    static let testingCatalog = "Sources/StoreFlowableTesting/Documentation.docc"

    /// Every doc whose Swift is checked: the README and the articles of the three catalogs.
    static let catalogs = [catalog, sqliteCatalog, testingCatalog]

    /// The folder of the snippet targets.
    static let snippets = "Tests/Snippets"
}
