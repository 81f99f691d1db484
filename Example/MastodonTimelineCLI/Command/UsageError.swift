/// A command line that cannot be run: unknown options or bad values. The tool exits with status 2.
struct UsageError: Error, Equatable {
    /// One line saying what is wrong.
    let message: String
}
