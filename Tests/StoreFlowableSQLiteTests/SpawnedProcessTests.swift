import ChildProcesses
import Foundation
import Testing

/// The crash tests' children: started with none of this process's descriptors but the three given, and
/// with thousands of descriptors open here (where Foundation's `Process.run()` reads past a page).
@Suite struct SpawnedProcessTests {
    @Test func givenThousandsOfOpenDescriptors_whenAChildRuns_thenItHoldsOnlyItsThree() async throws {
        let held = (0..<3_000).compactMap { _ in FileHandle(forReadingAtPath: "/dev/null") }
        #expect(held.count == 3_000)
        let process = SpawnedProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The shell lists its own descriptors; it may hold one of its own besides the three given.
        process.arguments = ["-c", "for fd in /proc/$$/fd/*; do echo ${fd##*/}; done"]
        let output = Pipe()
        process.standardOutput = output
        let exit = ChildExit(of: process)
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        await exit.wait()

        let descriptors = String(decoding: printed, as: UTF8.self).split(separator: "\n").compactMap {
            Int($0)
        }
        #expect(process.terminationStatus == 0)
        #expect(process.terminationReason == .exit)
        #expect(descriptors.filter { $0 > 2 }.count <= 1, "\(descriptors)")
        withExtendedLifetime(held) {}
    }
}
