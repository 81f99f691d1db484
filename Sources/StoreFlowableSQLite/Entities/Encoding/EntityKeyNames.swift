/// The names compact rows refer to by number: coding keys and type names, as the `entity_keys` table
/// of one database numbers them (from 1, with no gaps).
struct EntityKeyNames: Sendable {
    /// The name of each number; `names[0]` is unused.
    private(set) var names: [String] = [""]
    /// The number of each name.
    private(set) var numbers: [String: Int] = [:]
    /// How many numbers, from 1, are known to be in the table: the ones after it were assigned by this
    /// process in a transaction that may have rolled back.
    private(set) var confirmed = 0

    /// How many numbers are assigned.
    var count: Int { names.count - 1 }

    /// The number of `name`, assigned now when it has none.
    @inline(__always)
    mutating func number(for name: String) -> Int {
        if let number = numbers[name] { return number }
        let number = names.count
        names.append(name)
        numbers[name] = number
        return number
    }

    /// The name of `number`, or `nil` for a number the table does not have.
    @inline(__always)
    func name(_ number: Int) -> String? {
        number > 0 && number < names.count ? names[number] : nil
    }

    /// Reads the numbers after ``confirmed`` from `connection`, replacing any this process assigned
    /// after them, so that the names match the file's. Run in the transaction that will use them.
    mutating func sync(with connection: SQLiteConnection) throws(SQLiteError) {
        for name in names[(confirmed + 1)...] { numbers[name] = nil }
        names.removeSubrange((confirmed + 1)...)
        let statement = try connection.statement(
            "SELECT number, name FROM entity_keys WHERE number > ? ORDER BY number")
        defer { statement.reset() }
        statement.bind(confirmed, at: 1)
        while try statement.step() {
            guard statement.int(0) == names.count else {
                throw .coding("entity_keys has a gap before number \(statement.int(0))")
            }
            _ = number(for: statement.string(1))
        }
        confirmed = count
    }

    /// Writes the numbers assigned since ``sync(with:)`` to `connection`, in its transaction.
    func insertAssigned(into connection: SQLiteConnection) throws(SQLiteError) {
        guard count > confirmed else { return }
        let insert = try connection.statement("INSERT INTO entity_keys(number, name) VALUES (?, ?)")
        for number in (confirmed + 1)...count {
            insert.bind(number, at: 1)
            insert.bind(names[number], at: 2)
            try insert.run()
        }
    }
}
