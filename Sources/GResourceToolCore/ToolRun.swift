import Foundation

/// The command line, parsed.
struct Arguments {
    var compiler = "glib-compile-resources"
    var workDirectory = ""
    var outputDirectory = ""
    var target = ""
    var manifest: String?
    var folder: String?

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let option = iterator.next() {
            guard let value = iterator.next() else { throw Diagnostic(file: "GResourceTool", line: nil, message: "\(option) needs a value") }
            switch option {
            case "--compiler": compiler = value
            case "--work-dir": workDirectory = value
            case "--output-dir": outputDirectory = value
            case "--target": target = value
            case "--manifest": manifest = value
            case "--folder": folder = value
            default: throw Diagnostic(file: "GResourceTool", line: nil, message: "unknown option \(option)")
            }
        }
    }
}

/// Writes `text` to `path` unless the file already holds it, so an unchanged
/// output does not make the compiler rebuild its module.
func write(_ text: String, to path: String) throws {
    if let old = try? String(contentsOfFile: path, encoding: .utf8), old == text { return }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// GResourceTool's work: run by GResourcePlugin for one target, it compiles the target's resources
/// with glib-compile-resources and writes two Swift files, the bundle as base64 (`GResources`) and
/// the typed outlets of every .ui file. Errors are printed as `file:line: error: message`.
///
///     GResourceTool --compiler PATH --work-dir DIR --output-dir DIR --target NAME (--manifest FILE | --folder DIR)
package enum ToolRun {
    /// Runs with `arguments` (without the program name) and returns the exit status.
    package static func main(_ arguments: [String]) -> Int32 {
        do {
            let arguments = try Arguments(arguments)
            try FileManager.default.createDirectory(atPath: arguments.workDirectory, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: arguments.outputDirectory, withIntermediateDirectories: true)
            let manifest: ResourceManifest
            let origin: String
            if let path = arguments.manifest {
                manifest = try ResourceManifest(reading: path)
                origin = (path as NSString).lastPathComponent
            } else if let folder = arguments.folder {
                manifest = try ResourceManifest(folder: folder, fallbackName: arguments.target,
                                                writingTo: arguments.workDirectory + "/\(arguments.target).gresource.xml")
                origin = "the Resources folder of \(arguments.target)"
            } else {
                throw Diagnostic(file: "GResourceTool", line: nil, message: "give --manifest or --folder")
            }
            let uiEntries = manifest.entries.filter { $0.resourcePath.hasSuffix(".ui") }
            // The app's own classes are the templates of the bundle: any .ui file may name them.
            var appClasses: [String: String] = [:]
            // The GTK of the bundle: the one its files' <requires> lines name (GTK 3 when none does).
            var required: (toolkit: Toolkit, file: String)?
            for entry in uiEntries {
                let header = try UIFile.header(at: entry.sourcePath)
                if let toolkit = header.toolkit {
                    if let required, required.toolkit != toolkit {
                        throw Diagnostic(file: entry.sourcePath, line: nil, message: """
                            this file is for \(toolkit.displayName) but \(required.file) is for \(required.toolkit.displayName): \
                            one bundle serves one GTK (a process cannot load both)
                            """)
                    }
                    required = (toolkit, (entry.resourcePath as NSString).lastPathComponent)
                }
                guard let name = header.templateClass else { continue }
                if let other = appClasses[name] {
                    throw Diagnostic(file: entry.sourcePath, line: nil, message: "\(other) has a <template class=\"\(name)\"> already")
                }
                if gtkClassTable[name] != nil || gtk4ClassTable[name] != nil {
                    throw Diagnostic(file: entry.sourcePath, line: nil, message: "the template class \"\(name)\" is a GTK class name; name the app's class")
                }
                appClasses[name] = (entry.resourcePath as NSString).lastPathComponent
            }
            let toolkit = required?.toolkit ?? .gtk3
            var files: [UIFile] = []
            var templates: [UIFile] = []
            var types: [String: String] = [:]
            for entry in uiEntries {
                let file = try UIFile(entry, classes: toolkit.classes, appClasses: Set(appClasses.keys), toolkit: toolkit)
                if file.isTemplate {   // bundled, but a builder cannot load it alone: the class's Template instead
                    templates.append(file)
                    continue
                }
                if let other = types[file.typeName] {
                    throw Diagnostic(file: entry.sourcePath, line: nil, message: "\(other) and \(file.fileName) both become the type \(file.typeName)")
                }
                types[file.typeName] = file.fileName
                files.append(file)
            }
            // Each bundle's CSS is parsed by the GTK its .ui files are for.
            for entry in manifest.entries where entry.resourcePath.hasSuffix(".css") {
                try CSSCheck.check(entry.sourcePath, toolkit: toolkit)
            }
            let bundle = try ResourceCompiler.compile(manifest, compiler: arguments.compiler,
                                                      output: arguments.workDirectory + "/\(arguments.target).gresource")
            try write(SourceWriter.bundleSource(bundle, manifest: manifest, origin: origin),
                      to: arguments.outputDirectory + "/GResources+Bundle.swift")
            try write(SourceWriter.outletsSource(files, templates: templates, origin: origin, toolkit: toolkit),
                      to: arguments.outputDirectory + "/GResources+Outlets.swift")
        } catch let diagnostic as Diagnostic {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
            return 1
        } catch {
            FileHandle.standardError.write(Data("GResourceTool: error: \(error)\n".utf8))
            return 1
        }
        return 0
    }
}
