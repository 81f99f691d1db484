/// Text material for the synthetic statuses.
enum PhraseBank {
    static let topics: [Topic] = [
        Topic(
            sentences: [
                "Finally moved our sync layer to structured concurrency & it deleted 400 lines.",
                "Hot take: cursor pagination is the only pagination.",
                "Spent the morning chasing a data race that TSan found in 3 seconds.",
                "Swift 6 strict concurrency is annoying for a week and then it's just... calm.",
                "Today I learned that Mastodon ids compare by length first, then lexically.",
                "Our offline-first cache now survives airplane mode <3",
                "Reminder: \"works on my machine\" is not a deployment strategy.",
                "Refactoring a 2,000-line view controller into small stores. Wish me luck.",
            ],
            hashtags: ["Swift", "iOSDev", "SwiftLang"],
            altTexts: [
                "Screenshot of Xcode with a green test run", "A laptop on a café table next to a flat white",
            ]
        ),
        Topic(
            sentences: [
                "Golden hour on the river, no edits.",
                "Found a 1970s rangefinder at the flea market for 20 euros & it works!",
                "Fog rolled in just as I got to the bridge. Worth the 5 a.m. alarm.",
                "Trying a 35mm-only week. Already miss my zoom.",
                "Film is back from the lab: 3 keepers out of 36, which is a good roll for me.",
                "The light in this stairwell is unreal.",
            ],
            hashtags: ["Photography", "FilmPhotography", "StreetPhotography"],
            altTexts: [
                "A foggy suspension bridge at dawn", "Sunlight falling through a spiral staircase",
                "An old rangefinder camera on a wooden table", "A tram crossing a rainy street at dusk",
            ]
        ),
        Topic(
            sentences: [
                "Morning ride along the coast: 42 km, one flat tyre & one very good croissant.",
                "New bar tape. Feels like a new bike.",
                "Commuting by bike in the rain is fine once you accept you'll be wet.",
                "Who else is doing the autumn gravel loop this weekend?",
                "Cleaned the chain & now the whole bike sounds like silence.",
            ],
            hashtags: ["Cycling", "BikeCommute", "Gravel"],
            altTexts: ["A gravel bike leaning against a stone wall", "A coastal road at sunrise"]
        ),
        Topic(
            sentences: [
                "Sourdough attempt #14: finally an open crumb.",
                "Made too much soup again. Neighbours, brace yourselves.",
                "The secret to good pasta water is more salt than you're comfortable with.",
                "Tried a miso & butter glaze on roasted carrots and I'm never going back.",
                "Batch-cooked for the week: lentils, rice & a suspicious amount of garlic.",
            ],
            hashtags: ["Cooking", "Sourdough", "FoodFriday"],
            altTexts: ["A loaf of sourdough cut in half", "A pot of soup with herbs on top"]
        ),
        Topic(
            sentences: [
                "Maintainer tip: a CONTRIBUTING.md with 5 clear steps beats a 40-page wiki.",
                "Merged the first PR from a new contributor today and it made my week.",
                "Please, please pin your dependencies in CI.",
                "We hit 1,000 stars! Thank you all <3",
                "Writing release notes is 50% of the job & nobody reads them. Read them.",
            ],
            hashtags: ["OpenSource", "FOSS", "Linux"],
            altTexts: ["A terminal showing a passing build", "A sticker-covered laptop lid"]
        ),
        Topic(
            sentences: [
                "The tomatoes are done for the year; the kale refuses to die.",
                "Planted 60 garlic cloves today. Future me will be pleased.",
                "First frost last night. Covered everything with old bedsheets.",
                "Compost is just slow cooking for worms.",
            ],
            hashtags: ["Gardening", "Allotment"],
            altTexts: ["Rows of kale in a small allotment", "A basket of green tomatoes"]
        ),
        Topic(
            sentences: [
                "Finished \"The Left Hand of Darkness\" and I need a minute.",
                "Library haul: 4 novels, 1 cookbook, 0 self-control.",
                "What's a book you reread every few years?",
                "Reading on the train is the best part of commuting.",
            ],
            hashtags: ["Books", "Reading", "BookToot"],
            altTexts: ["A stack of library books on a windowsill"]
        ),
        Topic(
            sentences: [
                "New EP is mixed! Mastering next week.",
                "Practised scales for an hour & the neighbours have started sending notes.",
                "Live set tonight at the little bar by the harbour, come say hi.",
                "Found my old 4-track recorder in the attic. It still hisses beautifully.",
            ],
            hashtags: ["Music", "NowPlaying"],
            altTexts: ["A small mixing desk with glowing meters"]
        ),
        Topic(
            sentences: [
                "Moved my self-hosted stuff to a tiny ARM box. Power draw: 4 watts.",
                "Backups you haven't restored are just hopes.",
                "Rebuilt my home server & named it after my cat, as is tradition.",
                "IPv6 finally works at home and I'm unreasonably proud.",
            ],
            hashtags: ["SelfHosting", "HomeLab", "Linux"],
            altTexts: ["A small single-board computer with a blinking LED"]
        ),
        Topic(
            sentences: [
                "It's Caturday, so here is the boss.",
                "The cat has claimed my keyboard. Meetings are cancelled.",
                "She knocked my coffee off the desk & looked me straight in the eye.",
            ],
            hashtags: ["Caturday", "CatsOfMastodon"],
            altTexts: ["A grey cat sleeping on a laptop keyboard", "An orange cat in a cardboard box"]
        ),
        Topic(
            sentences: [
                "Welcome to all the new folks! Tip: write an introduction post & follow some hashtags.",
                "Remember to add alt text to your images, it matters.",
                "Moderation team update: we've refreshed the server rules, please give them a read.",
                "Server maintenance tonight 22:00–22:30 UTC. Expect a short blip.",
            ],
            hashtags: ["Fediverse", "Mastodon"],
            altTexts: ["A hand-drawn elephant mascot waving"]
        ),
        Topic(
            sentences: [
                "Night train to Vienna booked. Couchette, here I come.",
                "Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.",
                "The best thing about travelling is coming home to your own pillow.",
                "Walked 25,000 steps through the old town and ate 3 pastries. Balanced.",
            ],
            hashtags: ["Travel", "NightTrain"],
            altTexts: ["A narrow cobbled street with laundry lines", "A train window view of snowy hills"]
        ),
    ]

    /// Index of the topic used by the weather bot.
    static let weatherLines = [
        "Today: 18°C, light rain & wind from the west.",
        "Today: 14°C, fog in the morning, clearing by noon.",
        "Today: 21°C, sunny. UV index 5 — hats recommended.",
        "Tonight: 9°C & clear. Good night for stargazing.",
    ]

    static let foreignSentences: [(language: String, text: String)] = [
        ("de", "Heute endlich den Keller aufgeräumt. Man glaubt nicht, was man alles findet."),
        ("de", "Zug hat wieder Verspätung, aber immerhin gibt es Kaffee."),
        ("fr", "Premier café de la journée, et déjà trois réunions. C'est lundi, quoi."),
        ("fr", "Balade au marché ce matin : pommes, fromage & beaucoup trop de pain."),
        ("ja", "今日は朝から雨です。コーヒーを飲みながらコードを書いています。"),
        ("es", "Hoy toca paella con la familia. ¡Nos vemos el lunes!"),
        ("pt", "Fim de tarde no miradouro, com o rio todo dourado."),
    ]

    static let replies = [
        "Totally agree, this is exactly what I ran into last week.",
        "Ha! Same here.",
        "Do you have a link to the talk?",
        "Congrats on the release 🎉",
        "That's a great shot.",
        "Wait, is this on by default now?",
        "Saving this for later, thanks!",
        "Oh no. Hope it gets sorted soon.",
        "Can confirm, did the same & it worked.",
        "This is the content I'm here for.",
        "Counterpoint: what if it's fine?",
        "Adding this to my list <3",
    ]

    static let threadFollowUps = [
        "Update: it worked!",
        "Part 2, because I ran out of characters:",
        "Follow-up: turns out the real fix was a one-liner.",
        "Edit: thanks everyone for the suggestions, trying them tonight.",
    ]

    static let spoilers = [
        "spoilers for the finale", "food", "politics (mild)", "eye contact", "long post", "mental health",
    ]

    static let links = [
        "https://blog.other.example/2026/10/offline-first-sync-engines-in-practice",
        "https://docs.other.example/guides/pagination",
        "https://news.other.example/articles/2026/11/city-adds-40km-of-bike-lanes",
        "https://photos.other.example/albums/autumn-fog",
        "https://git.other.example/storeflowable/releases/tag/v2.0.0",
    ]

    static let customEmoji = ["blobcat", "verified", "party_parrot"]

    static let notes = [
        "Likes: cycling, sourdough & strongly typed languages.",
        "Views my own. Cat's views are the cat's.",
        "Posting photos, bikes & the occasional rant.",
        "Mostly lurking. Sometimes gardening.",
        "I make small tools that do one thing well.",
        "Coffee first, questions later.",
    ]
}
