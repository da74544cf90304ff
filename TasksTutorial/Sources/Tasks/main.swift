import BindingGtk
import Foundation

// `Tasks1 --screenshot FILE` renders the window to FILE and quits, as the tutorial's pictures are made.
let arguments = CommandLine.arguments
let screenshot = arguments.firstIndex(of: "--screenshot").flatMap { arguments.dropFirst($0 + 1).first }

let exitCode = MainActor.assumeIsolated { () -> Int32 in
    let app = Application(id: "org.example.Tasks")
    var windows: [TasksWindow] = []
    app.onActivate { app in
        do {
            let tasks = try TasksWindow(
                application: app,
                viewModel: TasksViewModel(titles: ["Buy milk", "Water the plants", "Write the report"]))
            tasks.window.showAll()
            windows.append(tasks)
            if let screenshot {
                try tasks.window.saveScreenshot(to: screenshot)
                app.quit()
            }
        } catch {
            print("Tasks: \(error)")
            app.quit()
        }
    }
    do {
        return try app.run()
    } catch {
        print("Tasks: \(error)")   // no display: run it under xvfb-run -a
        return 1
    }
}
exit(exitCode)
