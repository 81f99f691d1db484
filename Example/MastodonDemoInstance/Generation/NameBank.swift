/// Name material for the synthetic accounts.
enum NameBank {
    static let firstNames = [
        "Ada", "Amara", "Bastian", "Beatriz", "Chen", "Dara", "Elif", "Emeka", "Farah", "Felix",
        "Greta", "Hana", "Ines", "Ivo", "Jonas", "Kaito", "Keira", "Lars", "Leila", "Lucia",
        "Malik", "Mara", "Mateo", "Mina", "Nadia", "Niko", "Noor", "Olek", "Paloma", "Priya",
        "Quentin", "Rafael", "Rin", "Rosa", "Sami", "Selin", "Sven", "Talia", "Teo", "Uma",
        "Vera", "Wren", "Xavier", "Yara", "Yusuf", "Zoë", "Anouk", "Björn", "Chiara", "Dmitri",
    ]

    static let lastNames = [
        "Okafor", "Lindqvist", "Moreau", "Tanaka", "Haddad", "Kowalski", "Ferreira", "Novak",
        "Schmidt", "Rossi", "Nakamura", "Osei", "Petrov", "Alvarez", "Dubois", "Jensen", "Kaur",
        "Larsen", "Mendes", "Nguyen", "O'Brien", "Park", "Quispe", "Reyes", "Sato", "Torres",
        "Ueda", "Varga", "Weber", "Yılmaz", "Zimmermann", "Bakker", "Castillo", "Demir",
        "Eriksen", "Fontaine", "Gallo", "Horvath", "Ivanova", "Jovanović", "Kim", "López",
        "Müller", "Nieminen", "Olsen", "Pereira", "Ricci", "Silva", "Takahashi", "Achterberg",
    ]

    static let handleWords = [
        "pixelfern", "bytegarden", "nightowl", "tidalcoder", "fernweh", "mossyrock", "quietkernel",
        "saltandsignal", "paperlantern", "coffeecompiler", "lowtide", "kettleblack", "northwind",
        "softserve", "tinkerbox", "rainycommit", "oatmilk", "slowshutter",
    ]

    static let displayDecorations = ["", "", "", "", "", " 🌿", " 🚲", " ☕", " 📷", " ✨"]

    static let roles = [
        "Backend engineer", "iOS developer", "Street photographer", "Data wrangler", "Librarian",
        "Bike mechanic", "Product designer", "SRE and part-time baker", "PhD student in HCI",
        "Musician", "Gardener", "Open source maintainer", "Teacher", "Translator", "Tech writer",
    ]

    static let places = [
        "Lisbon", "Berlin", "Lagos", "Osaka", "Montréal", "Utrecht", "Melbourne", "Nairobi",
        "Valparaíso", "Tampere", "Porto", "Glasgow", "Seoul", "Ljubljana",
    ]

    static let remoteDomains = [
        "other.example", "other.example", "social.other.example", "photos.other.example",
        "mastodon.other.example",
    ]

    /// Lowercase ASCII letters and digits only, for usernames.
    static func asciiHandle(_ text: String) -> String {
        let folded: [Character: String] = [
            "ë": "e", "é": "e", "ö": "o", "ø": "o", "ü": "u", "ı": "i", "ć": "c", "ó": "o", "í": "i",
        ]
        var result = ""
        for character in text.lowercased() {
            if let replacement = folded[character] {
                result += replacement
            } else if character.isASCII && (character.isLetter || character.isNumber) {
                result.append(character)
            }
        }
        return result
    }
}
