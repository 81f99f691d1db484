import StoreFlowableSQLite

/// `outbox`: one line per action that waits in the cache's outbox or that the server refused
/// (`3 favourite ID waiting`, `4 boost ID failed: REASON`, `5 post local-1 "TEXT" waiting`,
/// `6 delete ID waiting`). `--discard ID` removes an entry unsent;
/// `--retry ID` makes a refused one wait again and sends what waits at once.
enum OutboxScreen {
    static func run(in context: ScreenContext) async -> Int32 {
        guard let outbox = context.store.persisted?.outbox else {
            context.errorOutput.write("error: the outbox is kept in the cache, and this run has none\n")
            return 1
        }
        let output = context.output
        do {
            if let id = context.options.discard {
                guard try await outbox.discard(id) else { return noEntry(id, in: context) }
                output.write("discarded \(id)\n")
            }
            if let id = context.options.retry {
                guard try await outbox.retry(id) else { return noEntry(id, in: context) }
                output.write("retrying \(id)\n")
                let texts = await context.store.draftTexts(of: try await outbox.entries())
                let report = try await outbox.send()
                for line in OutboxLines.lines(for: report, waiting: false, texts: texts) {
                    output.write(line + "\n")
                }
            }
            let entries = try await outbox.entries()
            let texts = await context.store.draftTexts(of: entries)
            if entries.isEmpty { output.write("the outbox is empty\n") }
            for entry in entries { output.write(OutboxLines.listing(entry, texts: texts) + "\n") }
            return 0
        } catch {
            context.report(error)
            return 1
        }
    }

    private static func noEntry(_ id: Int, in context: ScreenContext) -> Int32 {
        context.errorOutput.write("error: the outbox has no entry \(id); 'outbox' lists them\n")
        return 1
    }
}
