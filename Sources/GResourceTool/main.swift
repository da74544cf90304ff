import Foundation
import GResourceToolCore

// GResourceTool, run by GResourcePlugin for one target (see ToolRun in GResourceToolCore).
exit(ToolRun.main(Array(CommandLine.arguments.dropFirst())))
