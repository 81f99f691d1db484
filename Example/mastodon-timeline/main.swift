import Foundation
import MastodonTimelineCLI

ProcessSignals.install()
let status = await MastodonTimelineCommand.run(
    arguments: CommandLine.arguments,
    environment: ProcessInfo.processInfo.environment,
    input: StandardInputReader(),
    output: StandardStream.output,
    errorOutput: StandardStream.error,
    isTerminal: StandardStream.isInteractiveTerminal,
    demoInstance: nil,
    terminalWidth: TerminalSize.outputColumns,
    fullScreen: ProcessInfo.processInfo.environment["TERM"].map { $0 != "dumb" && !$0.isEmpty } ?? false
)
exit(status)
