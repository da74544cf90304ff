// A window-less application for the single-instance tests.
//
//   SingleInstanceProbe APP-ID [--non-unique] [FILE…]
//       Runs an `Application` with that id that opens files. When another
//       process already is that application, hands its files over, prints
//       "remote" and exits; otherwise opens them itself, printing
//       "opened: FILE…" (or "activated" without files), and exits.
//   SingleInstanceProbe --primary APP-ID
//       Registers as that application, prints "ready", then waits for files
//       from another launch, prints "opened: FILE…" and exits.
//   SingleInstanceProbe --pair APP-ID [--non-unique] FILE…
//       Runs a --primary instance, then a second launch with the files
//       (non-unique when asked), then, if the primary still waits, a unique
//       launch with "last.txt"; prints each one's output as "primary: …" and
//       "second: …". Run it under `dbus-run-session` (the tests do).
import BindingGtk
import Foundation

@MainActor
func runApplication(id: String, flags: Application.Flags, files: [String], primary: Bool) -> Int32 {
    let app = Application(id: id, flags: flags)
    app.onActivate { _ in print("activated") }
    app.onOpen { app, paths in
        print("opened: " + paths.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " "))
        if primary { app.release() }
    }
    do {
        try app.register()
        let isRemote = app.isRemote
        if primary {
            print("ready")
            fflush(nil)
            app.hold()
        }
        let status = try app.run(arguments: ["SingleInstanceProbe"] + files)
        if isRemote { print("remote") }
        return status
    } catch {
        print("SingleInstanceProbe: \(error)")
        return 1
    }
}

/// Runs this executable with `arguments` and returns what it printed.
func launch(_ arguments: [String], untilLine marker: String? = nil) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    return (process, pipe)
}

/// Reads `pipe` until a line equals `marker` (or the pipe ends); returns what was read.
func read(_ pipe: Pipe, untilLine marker: String) -> String {
    var text = ""
    while !text.split(separator: "\n").contains(Substring(marker)) {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
    }
    return text
}

func runPair(id: String, nonUnique: Bool, files: [String]) throws -> Int32 {
    let (primary, primaryOutput) = try launch(["--primary", id])
    var primaryText = read(primaryOutput, untilLine: "ready")
    let (second, secondOutput) = try launch([id] + (nonUnique ? ["--non-unique"] : []) + files)
    let secondText = String(decoding: secondOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    second.waitUntilExit()
    if nonUnique {
        // The primary got nothing; a unique launch ends its wait.
        let (last, lastOutput) = try launch([id, "last.txt"])
        _ = lastOutput.fileHandleForReading.readDataToEndOfFile()
        last.waitUntilExit()
    }
    primaryText += String(decoding: primaryOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    primary.waitUntilExit()
    for line in primaryText.split(separator: "\n") { print("primary: \(line)") }
    for line in secondText.split(separator: "\n") { print("second: \(line)") }
    print("statuses: \(primary.terminationStatus) \(second.terminationStatus)")
    return 0
}

@MainActor
func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let first = arguments.first else {
        print("usage: SingleInstanceProbe APP-ID [--non-unique] [FILE…] | --primary APP-ID | --pair APP-ID [--non-unique] FILE…")
        return 2
    }
    arguments.removeFirst()
    switch first {
    case "--primary":
        guard let id = arguments.first else { return 2 }
        return runApplication(id: id, flags: .handlesOpen, files: [], primary: true)
    case "--pair":
        guard let id = arguments.first else { return 2 }
        var rest = Array(arguments.dropFirst())
        let nonUnique = rest.contains("--non-unique")
        rest.removeAll { $0 == "--non-unique" }
        do {
            return try runPair(id: id, nonUnique: nonUnique, files: rest)
        } catch {
            print("SingleInstanceProbe: \(error)")
            return 1
        }
    default:
        var flags: Application.Flags = .handlesOpen
        if arguments.contains("--non-unique") { flags.insert(.nonUnique) }
        arguments.removeAll { $0 == "--non-unique" }
        return runApplication(id: first, flags: flags, files: arguments, primary: false)
    }
}

exit(MainActor.assumeIsolated { main() })
