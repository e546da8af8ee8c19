import Dispatch
import Foundation
import Synchronization

/// Runs a program to its end and collects what it wrote, for the tests that run `plotsite` or node.
public enum ChildProcess {
    public struct Output: Sendable {
        public let status: Int32
        public let out: Data
        public let err: Data

        public var outText: String { String(decoding: out, as: UTF8.self) }
        public var errText: String { String(decoding: err, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`, writing `input` (if any) to its standard input, and waits
    /// for it to exit. Standard output and standard error are drained at once, each on its own
    /// thread: reading one to its end before the other would block for good on a child that fills
    /// the other's pipe buffer (64 KB) first.
    public static func run(_ executable: URL, _ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        if input != nil { process.standardInput = inPipe }
        try process.run()
        let out = Drained(), err = Drained()
        let readers = DispatchGroup()
        for (handle, sink) in [(outPipe.fileHandleForReading, out), (errPipe.fileHandleForReading, err)] {
            DispatchQueue.global().async(group: readers) { sink.data.withLock { $0 = handle.readDataToEndOfFile() } }
        }
        if let input {
            inPipe.fileHandleForWriting.write(input)
            try? inPipe.fileHandleForWriting.close()
        }
        readers.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, out: out.data.withLock { $0 }, err: err.data.withLock { $0 })
    }

    /// Runs node (found on the PATH) with `arguments`.
    public static func node(_ arguments: [String], input: Data? = nil) throws -> Output {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["node"] + arguments, input: input)
    }
}

/// What a reader thread drained from one pipe.
private final class Drained: Sendable {
    let data = Mutex(Data())
}
