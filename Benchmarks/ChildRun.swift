import Foundation

/// Runs this benchmark binary again with `arguments` (a memory measurement that needs a fresh process)
/// and returns the whole number it prints, or `nil` when it cannot run, fails or prints something else.
enum ChildRun {
    static func integer(arguments: [String], environment: [String: String]? = nil) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
