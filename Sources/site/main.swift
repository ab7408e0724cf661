import Foundation

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())))
