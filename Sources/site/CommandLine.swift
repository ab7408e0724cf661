import Diagnostics

/// Runs one command line and returns the exit status: 0 success, 1 content errors, 2 wrong usage.
func runCommandLine(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
        Terminal.error(Help.main)
        return 2
    }
    var rest = Arguments(Array(arguments.dropFirst()))
    let help: String
    let run: (inout Arguments) throws(UsageError) -> Int32
    switch command {
    case "--help", "-h", "help":
        Terminal.output(Help.main + "\n")
        return 0
    case "--version", "-V", "version":
        Terminal.output("site \(siteVersion) (commit \(buildCommit))\n")
        return 0
    case "build": (help, run) = (Help.build, runBuild)
    case "serve": (help, run) = (Help.serve, runServe)
    case "init": (help, run) = (Help.initSite, runInit)
    case "new": (help, run) = (Help.new, runNew)
    case "chart": (help, run) = (Help.chart, runChart)
    case "theme": (help, run) = (Help.theme, runTheme)
    default:
        let commands = ["build", "serve", "init", "new", "chart", "theme"]
        let hint = nearestMatch(to: command, among: commands).map { "; did you mean '\($0)'?" } ?? ""
        Terminal.error("error: unknown command '\(command)'\(hint)\nRun 'site --help' for the commands.")
        return 2
    }
    if rest.wantsHelp {
        Terminal.output(help + "\n")
        return 0
    }
    do {
        return try run(&rest)
    } catch {
        Terminal.error("error: \(error.message)\nRun 'site \(command) --help' for usage.")
        return 2
    }
}
