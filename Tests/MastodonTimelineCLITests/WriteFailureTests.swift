import Foundation
import StoreFlowable
import Testing

@testable import MastodonTimelineCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output that cannot be written ends the program with one line and status 1, never a trap.
@Suite struct WriteFailureTests {
    @Test func givenAFullDevice_whenAStreamWrites_thenTheFailureIsReportedWithItsReason() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0, "no /dev/full here")
        defer { close(descriptor) }
        let failures = Locked<[WriteFailure]>([])
        let stream = StandardStream(descriptor: descriptor) { failure in
            failures.withLock { $0.append(failure) }
        }

        stream.write("hello\n")

        let failure = try #require(failures.withLock { $0.first })
        #expect(failure == WriteFailure(descriptor: descriptor, code: ENOSPC))
        #expect(!failure.isClosedPipe)
        #expect(failure.message == "error: cannot write to standard output: No space left on device")
    }

    @Test(arguments: [["--pages", "2"], ["--help"], ["--format", "json"]])
    func givenStandardOutputOnAFullDevice_whenRun_thenOneLineOnStandardErrorAndExit1(arguments: [String])
        async throws
    {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full here")

        let result = try await BuiltExecutable.run(arguments, output: full)

        #expect(result.reason == .exit)
        #expect(result.status == 1)
        #expect(result.errorOutput == "error: cannot write to standard output: No space left on device\n")
    }

    @Test func givenStandardOutputIsAPipeClosedByItsReader_whenRun_thenExitsQuietly() async throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()

        let result = try await BuiltExecutable.run(["--pages", "3"], output: pipe.fileHandleForWriting)

        #expect(result.reason == .exit)
        #expect(result.status == 1)
        #expect(result.errorOutput.isEmpty)
    }

    @Test(arguments: [["--bogus"], ["--pages", "2"]])
    func givenStandardOutputAndStandardErrorBothFail_whenRun_thenExit1WithoutATrap(arguments: [String])
        async throws
    {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full here")
        let fullError = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full here")

        let result = try await BuiltExecutable.run(arguments, output: full, errorOutput: fullError)

        #expect(result.reason == .exit)
        #expect(result.status == 1)
    }
}
